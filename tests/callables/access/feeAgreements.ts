/** Contratos de honorários: agreements, their generation, results, the client's money and the index table. */
import { addDays, cnjCheckDigits, cpfCheckDigits, officeDate, type AgreementSaved, type IndexTableState } from '@office/domain';
import { callFn } from '../../support/emulator-client';
import { tokens } from '../../support/access-callers';
import { clientInput, lawsuitInput } from '../../support/records';
import { SECTION_READ, SECTION_WRITE, type GroupRows, type Outcome, type Role } from '../../support/access-matrix';

const today = officeDate();

/**
 * A client of the matrix's own: a seeded client with a vigente agreement would change other tests' contract
 * documents (their fee clauses come from the agreement).
 */
let matrixClient: Promise<string> | null = null;
function clientId(): Promise<string> {
  matrixClient ??= (async () => {
    const base = String(700_000_000 + (Date.now() % 99_999_999));
    const made = await callFn<{ id: string }>(
      'clients-create',
      { client: clientInput(base + cpfCheckDigits(base), { name: `Cliente Matriz ${base}` }) },
      tokens.admin,
    );
    return made.result!.id;
  })();
  return matrixClient;
}

/** A fixed fee à vista and a success clause for the matrix's client. */
const sampleAgreement = async () => ({
  clientId: await clientId(),
  lawsuitId: null,
  title: 'Contrato de honorários (matriz)',
  scope: null,
  signedOn: today,
  accountId: null,
  clauses: [
    {
      kind: 'fixo',
      id: null,
      description: 'Honorários iniciais',
      total: 100_000,
      installments: 1,
      firstDueDate: addDays(today, 30),
      intervalMonths: 1,
      businessDays: false,
    },
    { kind: 'exito', id: null, description: 'Êxito', percentBp: 1000, bases: ['acordo'] },
  ],
  notes: '',
});

/** An agreement the administrator made: what an allowed edit, generation, result or ending then changes. */
async function adminAgreement(): Promise<{ id: string; expectedVersion: number }> {
  const made = await callFn<AgreementSaved>('feeAgreements-create', { agreement: await sampleAgreement() }, tokens.admin);
  return { id: made.result!.agreement.id, expectedVersion: made.result!.agreement.version };
}

// Naming a client is reading it: Financeiro alone (no Clientes) is refused the link (link-access.ts).
const NAMES_CLIENT: Record<Role, Outcome> = { ...SECTION_WRITE, readWrite: [400, 'invalid-input'] };

export default {
  'feeAgreements-get': { section: 'finance', input: async () => ({ id: (await adminAgreement()).id }), expect: SECTION_READ },
  'feeAgreements-preview': { section: 'finance', input: async () => ({ id: null, agreement: await sampleAgreement() }), expect: SECTION_READ },
  'feeAgreements-create': { section: 'finance', input: async () => ({ agreement: await sampleAgreement() }), expect: NAMES_CLIENT },
  'feeAgreements-update': {
    section: 'finance',
    input: async () => ({ ...(await adminAgreement()), agreement: { ...(await sampleAgreement()), title: 'Contrato de honorários (editado)' } }),
    expect: SECTION_WRITE,
  },
  'feeAgreements-end': {
    section: 'finance',
    input: async () => ({ ...(await adminAgreement()), date: today, reason: 'Encerrado pela matriz' }),
    expect: SECTION_WRITE,
  },
  'feeAgreements-generate': { section: 'finance', input: adminAgreement, expect: SECTION_WRITE },
  'feeAgreements-recordSuccess': {
    section: 'finance',
    input: async () => ({ ...(await adminAgreement()), clauseId: 'c2', base: 'acordo', baseAmount: 500_000, date: today, description: null }),
    expect: SECTION_WRITE,
  },
  'feeAgreements-recordResult': {
    section: 'lawsuits',
    // A lawsuit of its own client with a success clause, so an allowed call records a fee and nothing else.
    input: async () => {
      const base = String(710_000_000 + Math.floor(Math.random() * 89_999_999));
      const client = await callFn<{ id: string }>(
        'clients-create',
        { client: clientInput(base + cpfCheckDigits(base), { name: `Cliente Resultado ${base}` }) },
        tokens.admin,
      );
      const seq = String(7_400_000 + Math.floor(Math.random() * 500_000)).padStart(7, '0');
      const cnj = `${seq}-${cnjCheckDigits(seq, '2025', '8', '26', '0100')}.2025.8.26.0100`;
      const lawsuit = await callFn<{ id: string }>('lawsuits-create', { lawsuit: lawsuitInput(cnj, client.result!.id) }, tokens.admin);
      await callFn('feeAgreements-create', { agreement: { ...(await sampleAgreement()), clientId: client.result!.id } }, tokens.admin);
      return { lawsuitId: lawsuit.result!.id, base: 'acordo', baseAmount: 100_000, date: today, description: null };
    },
    expect: SECTION_WRITE,
  },
  'feeAgreements-receiveForClient': {
    section: 'finance',
    input: async () => ({
      clientId: await clientId(),
      lawsuitId: null,
      origin: 'deposito',
      reference: null,
      amount: 10_000,
      date: today,
      accountId: 'cta-corrente',
      method: 'ted',
      fee: { mode: 'nenhum' },
      repasse: { paid: false, date: addDays(today, 5), method: 'pix', accountId: null },
    }),
    expect: NAMES_CLIENT,
  },
  'feeAgreements-updateIndexes': {
    section: 'settings',
    // The table as it is, on its current version: an allowed call saves it again.
    input: async () => {
      const current = await callFn<IndexTableState>('feeAgreements-indexes', {}, tokens.admin);
      return { expectedVersion: current.result!.version, rows: current.result!.rows };
    },
    expect: SECTION_WRITE,
  },
} satisfies GroupRows<'feeAgreements'>;
