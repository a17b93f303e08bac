/**
 * Importações de prazos e audiências. The row's read+write caller holds Agenda alone: each entry is linked to its
 * lawsuit, found by number, so without Processos it is refused on the file (invalid-input). A job is its author's:
 * anyone else, the row's callers included, is told it does not exist.
 */
import { addDays, officeDate, type ImportJobView, type LawsuitPage } from '@office/domain';
import { callFn } from '../../support/emulator-client';
import { tokens } from '../../support/access-callers';
import { SECTION_READ, SECTION_WRITE, type GroupRows, type Outcome, type Role } from '../../support/access-matrix';

const NEEDS_LAWSUITS: Record<Role, Outcome> = { ...SECTION_WRITE, readWrite: [400, 'invalid-input'] };
const AUTHOR_ONLY_WRITE: Record<Role, Outcome> = { ...SECTION_WRITE, readWrite: [404, 'not-found'] };
const AUTHOR_ONLY_READ: Record<Role, Outcome> = { ...SECTION_READ, readOnly: [404, 'not-found'], readWrite: [404, 'not-found'] };

let number: Promise<string> | undefined;
/** A lawsuit of the seed the administrator sees. */
const seedNumber = () =>
  (number ??= callFn<LawsuitPage>('lawsuits-list', {}, tokens.admin).then((res) => res.result!.items.find((l) => l.cnj && !l.confidential)!.cnj!));

/** One prazo, on a day of its own per call (an entry already on the agenda is refused as a repeat). */
let day = 40;
const oneRow = async () => ({
  source: 'colar',
  fileName: null,
  table: [
    ['Data', 'Processo', 'Descrição'],
    [addDays(officeDate(), day++).split('-').reverse().join('/'), await seedNumber(), 'Prazo da matriz de acesso'],
  ],
  hasHeader: true,
  mapping: null,
  defaultOwnerId: 'staff-rafael-moreira',
});

/** An administrator's job, run to its end. */
async function adminJob(): Promise<ImportJobView> {
  let job = (await callFn<ImportJobView>('agendaImports-start', await oneRow(), tokens.admin)).result!;
  while (job.status === 'em-andamento') job = (await callFn<ImportJobView>('agendaImports-advance', { id: job.id, steps: 5 }, tokens.admin)).result!;
  return job;
}

let finished: Promise<ImportJobView> | undefined;
const sharedJob = () => (finished ??= adminJob());

export default {
  'agendaImports-preview': { section: 'agenda', input: oneRow, expect: NEEDS_LAWSUITS },
  'agendaImports-start': { section: 'agenda', input: oneRow, expect: NEEDS_LAWSUITS },
  'agendaImports-advance': { section: 'agenda', input: async () => ({ id: (await sharedJob()).id, steps: 1 }), expect: AUTHOR_ONLY_WRITE },
  'agendaImports-get': { section: 'agenda', input: async () => ({ id: (await sharedJob()).id }), expect: AUTHOR_ONLY_READ },
  'agendaImports-undo': {
    section: 'agenda',
    input: async (token) => {
      const job = token === tokens.admin ? await adminJob() : await sharedJob();
      return { id: job.id, expectedVersion: job.version };
    },
    expect: AUTHOR_ONLY_WRITE,
  },
} satisfies GroupRows<'agendaImports'>;
