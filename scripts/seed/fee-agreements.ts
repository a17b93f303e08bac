/**
 * Two contratos de honorários on clients no other seeded story or test uses: a fixed fee in three installments
 * (the first paid), and a company's monthly retainer, adjusted yearly by the IPCA (its first anniversary still
 * ahead), with an êxito clause. Their lançamentos are what "Gerar lançamentos" plans on the day the seed loads:
 * the month names in their descriptions depend on that day, so the loader plans them (agreementLancamentos)
 * from the resolved dates, with the domain's own planAgreement.
 */
import {
  COLLECTIONS,
  courtCalendarOrNational,
  offDayAt,
  officeDate,
  planAgreement,
  settle,
  type FeeAgreementRecord,
  type PaymentRecord,
  type TransactionRecord,
} from '@office/domain';
import { agreementTransaction, generationHorizon } from '../../functions/src/entities/finance/agreement-generation';
import type { SeedDataSet, SeedRecord } from './types';

const FINANCE = 'staff-camila-souza';

interface Sources {
  clients: Record<string, { name: string }>;
  lawsuits: Record<string, SeedRecord<'lawsuits'>>;
}

/** What both agreements start with: nothing recorded, generated on load. */
const fresh = () => ({
  status: 'vigente' as const,
  termsVersion: 1,
  history: [],
  successes: [],
  acts: [],
  ending: null,
  generatedThrough: null,
  accountId: 'cta-corrente',
  createdBy: FINANCE,
  updatedBy: FINANCE,
});

export function seedFeeAgreements({ clients, lawsuits }: Sources): Record<string, FeeAgreementRecord> {
  const label = (id: string) => lawsuits[id]!.cnj ?? lawsuits[id]!.internalRef;
  return {
    'hon-seed-0001': {
      ...fresh(),
      clientId: 'cli-025',
      clientName: clients['cli-025']!.name,
      lawsuitId: 'proc-025',
      lawsuitLabel: label('proc-025'),
      lawsuitIds: ['proc-025'],
      title: 'Contrato de honorários — ação de alimentos',
      scope: null,
      signedOn: '@d(-1,3)',
      clauses: [
        {
          kind: 'fixo',
          id: 'c1',
          description: 'Honorários contratuais — ação de alimentos',
          total: 600_000,
          installments: 3,
          firstDueDate: '@d(-1,10)',
          intervalMonths: 1,
          businessDays: true,
        },
      ],
      clauseKinds: ['fixo'],
      notes: 'Parcelas por PIX na conta corrente do escritório.',
    },
    'hon-seed-0002': {
      ...fresh(),
      clientId: 'cli-028',
      clientName: clients['cli-028']!.name,
      lawsuitId: 'proc-010',
      lawsuitLabel: label('proc-010'),
      lawsuitIds: ['proc-010'],
      title: 'Partido mensal — assessoria tributária',
      scope: 'Assessoria tributária e o mandado de segurança sobre o ICMS',
      signedOn: '@d(-4,1)',
      clauses: [
        {
          kind: 'mensal',
          id: 'c1',
          description: 'Honorários mensais — assessoria tributária',
          amount: 250_000,
          dueDay: 5,
          startMonth: '@m(-4)',
          endMonth: null,
          // Lei 10.192/2001 art. 2: adjusted once a year, on the anniversary of the first month.
          adjustment: 'IPCA',
          businessDays: true,
        },
        { kind: 'exito', id: 'c2', description: 'Honorários de êxito — mandado de segurança', percentBp: 1500, bases: ['sentenca', 'alvara'] },
      ],
      clauseKinds: ['mensal', 'exito'],
      notes: '',
    },
  };
}

/**
 * The seeded agreements' lançamentos as generation plans them on `now` (the national calendar: the office's own
 * closures and the index table start empty), with what fell due before this month paid on its due date.
 */
export function agreementLancamentos(seed: SeedDataSet, now: Date): SeedDataSet {
  const today = officeDate(now);
  const through = generationHorizon(today);
  const offDay = offDayAt(courtCalendarOrNational({ tribunal: null }, []));
  const transactions = { ...seed[COLLECTIONS.transactions] };
  const payments = { ...seed[COLLECTIONS.payments] };
  const feeAgreements: Record<string, FeeAgreementRecord> = {};
  for (const [agreementId, agreement] of Object.entries(seed[COLLECTIONS.feeAgreements])) {
    const { planned } = planAgreement(agreement, { through, today, indexes: [], offDay });
    planned.forEach((p, i) => {
      const id = `trn-${agreementId}-${String(i + 1).padStart(2, '0')}`;
      const record = withoutDerived(agreementTransaction(p, agreementId, agreement, FINANCE));
      const paid = p.dueDate < `${today.slice(0, 7)}-01` ? p.amount : 0;
      transactions[id] = { ...record, ...settle(p.amount, paid, false) };
      if (paid) payments[`pag-${agreementId}-${String(i + 1).padStart(2, '0')}`] = paymentOf(id, record.clientId, p.description, p.dueDate, paid);
    });
    feeAgreements[agreementId] = { ...agreement, generatedThrough: through };
  }
  return { ...seed, transactions, payments, feeAgreements };
}

/** The loader derives the search words, as for every seeded lançamento. */
const withoutDerived = ({ searchWords: _derived, ...record }: TransactionRecord): SeedRecord<'transactions'> => record;

function paymentOf(transactionId: string, clientId: string | null, description: string, date: string, amount: number): PaymentRecord {
  return {
    kind: 'baixa',
    transactionId,
    transferId: null,
    type: 'receita',
    accountId: 'cta-corrente',
    date,
    amount,
    signedAmount: amount,
    method: 'pix',
    clientId,
    description,
    reversal: null,
    createdBy: FINANCE,
  };
}
