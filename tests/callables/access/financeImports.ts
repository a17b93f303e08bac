/**
 * Importações de lançamentos. The row's read+write caller holds Financeiro alone, enough for an office expense (no
 * client, no lawsuit). A job is its author's: anyone else, the row's callers included, is told it does not exist.
 */
import type { ImportJobView } from '@office/domain';
import { callFn } from '../../support/emulator-client';
import { tokens } from '../../support/access-callers';
import { SECTION_READ, SECTION_WRITE, type GroupRows, type Outcome, type Role } from '../../support/access-matrix';

const AUTHOR_ONLY_WRITE: Record<Role, Outcome> = { ...SECTION_WRITE, readWrite: [404, 'not-found'] };
const AUTHOR_ONLY_READ: Record<Role, Outcome> = { ...SECTION_READ, readOnly: [404, 'not-found'], readWrite: [404, 'not-found'] };

/** One office expense, described anew per call (the same lançamento again is refused as a duplicate). */
const run = Math.random().toString(36).slice(2, 8);
let n = 0;
const oneRow = () => ({
  source: 'colar',
  fileName: null,
  table: [
    ['Tipo', 'Descrição', 'Valor', 'Vencimento'],
    ['despesa', `Despesa da matriz ${run}-${n++}`, '12,34', '10/01/2030'],
  ],
  hasHeader: true,
  mapping: null,
  defaultCategories: { receita: 'Honorários › Contratuais', despesa: 'Outras despesas › Outras' },
  accountId: null,
  method: 'pix',
});

/** An administrator's job, run to its end. */
async function adminJob(): Promise<ImportJobView> {
  let job = (await callFn<ImportJobView>('financeImports-start', oneRow(), tokens.admin)).result!;
  while (job.status === 'em-andamento') job = (await callFn<ImportJobView>('financeImports-advance', { id: job.id, steps: 5 }, tokens.admin)).result!;
  return job;
}

let finished: Promise<ImportJobView> | undefined;
const sharedJob = () => (finished ??= adminJob());

export default {
  'financeImports-preview': { section: 'finance', input: async () => oneRow(), expect: SECTION_WRITE },
  'financeImports-start': { section: 'finance', input: async () => oneRow(), expect: SECTION_WRITE },
  'financeImports-advance': { section: 'finance', input: async () => ({ id: (await sharedJob()).id, steps: 1 }), expect: AUTHOR_ONLY_WRITE },
  'financeImports-get': { section: 'finance', input: async () => ({ id: (await sharedJob()).id }), expect: AUTHOR_ONLY_READ },
  'financeImports-undo': {
    section: 'finance',
    input: async (token) => {
      const job = token === tokens.admin ? await adminJob() : await sharedJob();
      return { id: job.id, expectedVersion: job.version };
    },
    expect: AUTHOR_ONLY_WRITE,
  },
} satisfies GroupRows<'financeImports'>;
