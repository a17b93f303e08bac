/**
 * Importações de processos. The row's read+write caller holds Processos alone: an import links each lawsuit to
 * its client, so without Clientes it is refused on the file (invalid-input), as a lawsuit's client link is. A job
 * is its author's: anyone else, the row's callers included, is told it does not exist.
 */
import type { ImportJobView } from '@office/domain';
import { callFn } from '../../support/emulator-client';
import { tokens } from '../../support/access-callers';
import { standinTjsp } from '../../support/courts';
import { SECTION_READ, SECTION_WRITE, type GroupRows, type Outcome, type Role } from '../../support/access-matrix';

const NEEDS_CLIENTS: Record<Role, Outcome> = { ...SECTION_WRITE, readWrite: [400, 'invalid-input'] };
const AUTHOR_ONLY_WRITE: Record<Role, Outcome> = { ...SECTION_WRITE, readWrite: [404, 'not-found'] };
const AUTHOR_ONLY_READ: Record<Role, Outcome> = { ...SECTION_READ, readOnly: [404, 'not-found'], readWrite: [404, 'not-found'] };

/** One row: a fresh number (found in the stand-in) for a client of the seed, by CPF/CNPJ-less name. */
const oneRow = () => ({
  source: 'colar',
  fileName: null,
  table: [
    ['Número', 'Cliente'],
    [standinTjsp('31'), 'Construtora Horizonte Ltda.'],
  ],
  hasHeader: true,
  mapping: null,
  defaultLawyerId: 'staff-rafael-moreira',
});

/** An administrator's job, run to its end. */
async function adminJob(): Promise<ImportJobView> {
  let job = (await callFn<ImportJobView>('imports-start', oneRow(), tokens.admin)).result!;
  while (job.status === 'em-andamento') job = (await callFn<ImportJobView>('imports-advance', { id: job.id, steps: 5 }, tokens.admin)).result!;
  return job;
}

/** One finished job for the rows that leave it as it is (anyone but its author is refused; advancing a finished job does nothing). */
let finished: Promise<ImportJobView> | undefined;
const sharedJob = () => (finished ??= adminJob());

export default {
  'imports-preview': { section: 'lawsuits', input: async () => oneRow(), expect: NEEDS_CLIENTS },
  'imports-start': { section: 'lawsuits', input: async () => oneRow(), expect: NEEDS_CLIENTS },
  'imports-advance': { section: 'lawsuits', input: async () => ({ id: (await sharedJob()).id, steps: 1 }), expect: AUTHOR_ONLY_WRITE },
  'imports-get': { section: 'lawsuits', input: async () => ({ id: (await sharedJob()).id }), expect: AUTHOR_ONLY_READ },
  'imports-undo': {
    section: 'lawsuits',
    // The administrator's call undoes its job: a fresh one; the refused callers share the finished one.
    input: async (token) => {
      const job = token === tokens.admin ? await adminJob() : await sharedJob();
      return { id: job.id, expectedVersion: job.version };
    },
    expect: AUTHOR_ONLY_WRITE,
  },
} satisfies GroupRows<'imports'>;
