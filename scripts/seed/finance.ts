/**
 * The seeded office's books: four accounts and six months of lançamentos of every kind (monthly fees, a fee in
 * installments, court costs, office expenses, an êxito fee on an alvará received for a client and repassed),
 * with their payments. Totals are kept as the callables keep them (settle), so the seed reads like real use.
 */
import {
  DEFAULT_CATEGORY,
  planSeries,
  settle,
  type BankAccountRecord,
  type PaymentMethod,
  type PaymentRecord,
  type SeriesPlan,
  type TransactionKind,
  type TransactionRecord,
  type TransactionValues,
  TRANSACTION_KINDS,
} from '@office/domain';
import type { SeedRecord } from './types';

interface Sources {
  clients: Record<string, { name: string }>;
  lawsuits: Record<string, SeedRecord<'lawsuits'>>;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
}

const FINANCE = 'staff-camila-souza';

const NO_PIX = { pixKey: null, pixName: null, pixCity: null };

export const SEED_ACCOUNTS: Record<string, BankAccountRecord> = {
  'cta-corrente': {
    name: 'Itaú — conta corrente',
    type: 'corrente',
    bank: 'Itaú Unibanco (341), ag. 0912',
    openingBalance: 4_835_000,
    openingDate: '@d(-6,1)',
    active: true,
    // The account charges (cobranças) are paid into: name and city for the BR Code come from Sobre.
    pixKey: 'financeiro@barbosaadvocacia.test',
    pixName: null,
    pixCity: null,
    updatedBy: FINANCE,
  },
  'cta-poupanca': {
    name: 'Itaú — poupança',
    type: 'poupanca',
    bank: 'Itaú Unibanco (341), ag. 0912',
    openingBalance: 2_000_000,
    openingDate: '@d(-6,1)',
    active: true,
    ...NO_PIX,
    updatedBy: FINANCE,
  },
  'cta-caixa': {
    name: 'Caixa do escritório',
    type: 'caixa',
    bank: null,
    openingBalance: 80_000,
    openingDate: '@d(-6,1)',
    active: true,
    ...NO_PIX,
    updatedBy: FINANCE,
  },
  'cta-cartao': {
    name: 'Cartão corporativo',
    type: 'cartao',
    bank: 'Nubank (260)',
    openingBalance: 0,
    openingDate: '@d(-6,1)',
    active: true,
    ...NO_PIX,
    updatedBy: FINANCE,
  },
};

interface Entry {
  kind: TransactionKind;
  description: string;
  amount: number;
  /** Month offset from now and day of the month of the due date. */
  month: number;
  day: number;
  clientId?: string | null;
  lawsuitId?: string | null;
  accountId?: string | null;
  method?: PaymentMethod;
  category?: string;
  costCenter?: string | null;
  successFee?: TransactionRecord['successFee'];
  invoice?: string | null;
  notes?: string;
  /** Payments as [date token, centavos]; omitted = nothing paid. */
  paid?: [string, number][];
  plan?: { mode: 'parcelado'; count: number } | { mode: 'mensal'; count: number };
}

export function seedFinance({ clients, lawsuits, int, pick }: Sources) {
  const transactions: Record<string, SeedRecord<'transactions'>> = {};
  const payments: Record<string, PaymentRecord> = {};
  let t = 0;
  let p = 0;
  const lawsuitIds = Object.keys(lawsuits);
  const clientIds = Object.keys(clients);
  const lawsuitOf = (clientId: string) => lawsuitIds.find((id) => lawsuits[id]!.clientId === clientId) ?? null;

  /** A baixa of `amount` on `date` into the lançamento's expected account, and its totals moved to match. */
  function payOn(id: string, date: string, amount: number): void {
    const record = transactions[id]!;
    // A fee kept from the client's money moves no account.
    const compensation = record.method === 'compensacao';
    transactions[id] = { ...record, ...settle(record.amount, record.paidAmount + amount, false) };
    payments[`pag-${String(++p).padStart(3, '0')}`] = {
      kind: 'baixa',
      transactionId: id,
      transferId: null,
      type: record.type,
      accountId: compensation ? null : (record.accountId ?? 'cta-corrente'),
      date,
      amount,
      signedAmount: compensation ? 0 : record.type === 'receita' ? amount : -amount,
      method: record.method,
      clientId: record.clientId,
      description: record.description,
      reversal: null,
      createdBy: FINANCE,
    };
  }

  function add(e: Entry): string[] {
    const type = TRANSACTION_KINDS[e.kind].type;
    const lawsuit = e.lawsuitId ? lawsuits[e.lawsuitId]! : null;
    const clientId = e.clientId ?? lawsuit?.clientId ?? null;
    const values: TransactionValues = {
      type,
      kind: e.kind,
      description: e.description,
      amount: e.amount,
      // Tokens: planSeries moves real dates, so the series is planned on a placeholder and re-tokenised below.
      competence: '2000-01',
      dueDate: '2000-01-01',
      clientId,
      lawsuitId: e.lawsuitId ?? null,
      category: e.category ?? DEFAULT_CATEGORY[e.kind],
      costCenter: e.costCenter ?? null,
      accountId: e.accountId === undefined ? 'cta-corrente' : e.accountId,
      method: e.method ?? 'pix',
      invoice: { issued: Boolean(e.invoice), number: e.invoice ?? null },
      successFee: e.successFee ?? null,
      notes: e.notes ?? '',
    };
    const plan: SeriesPlan = !e.plan ? { mode: 'unico' } : e.plan.mode === 'parcelado' ? { ...e.plan, remainderOn: 'primeira' } : e.plan;
    const members = planSeries(values, plan);
    const seriesId = members.length > 1 ? `ser-${String(t + 1).padStart(3, '0')}` : null;
    return members.map((member, i) => {
      const id = `trn-${String(++t).padStart(3, '0')}`;
      const month = e.month + i;
      transactions[id] = {
        ...member.values,
        competence: `@m(${month})`,
        dueDate: `@d(${month},${e.day})`,
        clientName: clientId ? clients[clientId]!.name : null,
        lawsuitLabel: lawsuit ? (lawsuit.cnj ?? lawsuit.internalRef) : null,
        series: seriesId
          ? { id: seriesId, kind: e.plan?.mode === 'parcelado' ? 'parcelamento' : 'recorrencia', index: member.index, count: member.count }
          : null,
        seriesId,
        ...settle(member.values.amount, 0, false),
        cancellation: null,
        createdBy: FINANCE,
        updatedBy: FINANCE,
      };
      if (i === 0) for (const [date, amount] of e.paid ?? []) payOn(id, date, amount);
      return id;
    });
  }

  /** A monthly series from 5 months ago to 3 months ahead, paid up to last month; the current month by `paidThisMonth`. */
  function monthly(e: Omit<Entry, 'month' | 'plan' | 'paid'>, paidThisMonth: boolean) {
    const ids = add({ ...e, month: -5, plan: { mode: 'mensal', count: 9 } });
    ids.forEach((id, i) => {
      const month = i - 5;
      if (month > 0 || (month === 0 && !paidThisMonth)) return;
      payOn(id, month === 0 ? '@rd(-1)' : `@d(${month},${Math.min(28, e.day + 2)})`, transactions[id]!.amount);
    });
  }

  // Partido mensal of two companies; the office's fixed costs.
  const [companyA = '', companyB = ''] = clientIds.slice(-6);
  monthly(
    { kind: 'honorarios-mensais', description: 'Honorários mensais — assessoria empresarial', amount: 650_000, day: 10, clientId: companyA, invoice: 'NFS-e' },
    false,
  );
  monthly({ kind: 'honorarios-mensais', description: 'Honorários mensais — consultivo tributário', amount: 420_000, day: 15, clientId: companyB }, false);
  monthly({ kind: 'despesa-escritorio', description: 'Aluguel e condomínio', amount: 680_000, day: 5, method: 'boleto' }, true);
  monthly(
    {
      kind: 'despesa-escritorio',
      description: 'Sistema jurídico e nuvem',
      amount: 38_990,
      day: 12,
      method: 'cartao',
      accountId: 'cta-cartao',
      category: 'Estrutura › Tecnologia e sistemas',
    },
    true,
  );
  monthly(
    { kind: 'despesa-escritorio', description: 'Bolsa-auxílio do estagiário', amount: 180_000, day: 5, method: 'ted', category: 'Pessoal › Estagiários' },
    true,
  );

  // A fee agreed in four installments two months ago: two paid, the third half paid, the last ahead.
  const feeClient = clientIds[2]!;
  const fee = add({
    kind: 'honorarios-fixos',
    description: 'Honorários contratuais — ação revisional',
    amount: 1_200_000,
    month: -2,
    day: 20,
    clientId: feeClient,
    lawsuitId: lawsuitOf(feeClient),
    plan: { mode: 'parcelado', count: 4 },
    paid: [['@d(-2,20)', 300_000]],
  });
  payOn(fee[1]!, '@d(-1,21)', 300_000);
  payOn(fee[2]!, '@rd(-2)', 150_000);

  // An alvará of R$ 85.000,00 received for a client, the 20 % êxito fee, and the repasse of the rest.
  const winner = clientIds[4]!;
  const winnerLawsuit = lawsuitOf(winner);
  add({
    kind: 'valor-cliente',
    description: 'Alvará judicial — levantamento do valor da condenação',
    amount: 8_500_000,
    month: -3,
    day: 8,
    clientId: winner,
    lawsuitId: winnerLawsuit,
    method: 'ted',
    paid: [['@d(-3,8)', 8_500_000]],
  });
  add({
    kind: 'honorarios-exito',
    description: 'Honorários de êxito (20 %) sobre o alvará',
    amount: 1_700_000,
    month: -3,
    day: 9,
    clientId: winner,
    lawsuitId: winnerLawsuit,
    successFee: { percentBp: 2000, baseAmount: 8_500_000 },
    notes: 'Contrato de honorários, cláusula 3ª: 20 % do proveito econômico, retidos do alvará com autorização expressa.',
    method: 'compensacao',
    accountId: null,
    paid: [['@d(-3,9)', 1_700_000]],
  });
  add({
    kind: 'repasse',
    description: 'Repasse do alvará ao cliente (valor líquido)',
    amount: 6_800_000,
    month: -3,
    day: 10,
    clientId: winner,
    lawsuitId: winnerLawsuit,
    method: 'ted',
    paid: [['@d(-3,10)', 6_800_000]],
  });
  add({
    kind: 'honorarios-sucumbencia',
    description: 'Honorários de sucumbência (CPC art. 85)',
    amount: 425_000,
    month: -1,
    day: 18,
    clientId: winner,
    lawsuitId: winnerLawsuit,
    method: 'ted',
    paid: [['@d(-1,18)', 425_000]],
  });

  // Court costs advanced by clients and paid by the office; reimbursements; one left overdue.
  for (let month = -5; month <= 0; month++) {
    for (let k = 0; k < 3; k++) {
      const lawsuitId = pick(lawsuitIds);
      const amount = int(80, 1_900) * 100 + int(0, 99);
      const day = int(1, 26);
      const past = month < 0;
      add({
        kind: 'custas',
        description: pick([
          'Custas iniciais',
          'Preparo de recurso',
          'Diligência do oficial de justiça',
          'Cópias e autenticações',
          'Porte de remessa e retorno',
        ]),
        amount,
        month,
        day,
        lawsuitId,
        method: pick(['boleto', 'pix'] as const),
        category: pick(['Processuais › Custas judiciais', 'Processuais › Diligências e cópias']),
        paid: past ? [[`@d(${month},${day})`, amount]] : undefined,
      });
      if (k === 0)
        add({
          kind: month === -5 || month === -2 ? 'adiantamento-cliente' : 'reembolso',
          description: month === -5 || month === -2 ? 'Adiantamento para custas e diligências' : 'Reembolso de custas adiantadas pelo escritório',
          amount: Math.ceil(amount / 10_000) * 10_000,
          month,
          day: Math.min(28, day + 3),
          lawsuitId,
          paid: month < -1 ? [[`@d(${month},${Math.min(28, day + 4)})`, Math.ceil(amount / 10_000) * 10_000]] : undefined,
        });
    }
  }

  // Fixed fees for new clients; some unpaid after their due date.
  for (let k = 0; k < 8; k++) {
    const clientId = pick(clientIds.slice(0, 20));
    const month = -(k % 4);
    const amount = int(15, 90) * 10_000;
    add({
      kind: 'honorarios-fixos',
      description: pick([
        'Honorários — consulta e parecer',
        'Honorários — notificação extrajudicial',
        'Honorários — acompanhamento de inventário',
        'Honorários — defesa administrativa',
      ]),
      amount,
      month,
      day: int(3, 25),
      clientId,
      lawsuitId: k % 2 ? lawsuitOf(clientId) : null,
      category: k % 2 ? 'Honorários › Contratuais' : 'Honorários › Consultoria e pareceres',
      paid: k % 3 === 0 ? [[`@d(${month},1)`, amount]] : undefined,
    });
  }

  // Anuidade OAB, paid once a year; a pending one ahead.
  add({
    kind: 'despesa-escritorio',
    description: 'Anuidade OAB/SP — Helena Barbosa',
    amount: 117_600,
    month: 1,
    day: 10,
    method: 'boleto',
    category: 'Tributos e taxas › Anuidade OAB',
  });

  // A fee per hearing, as a per-act clause of a fee agreement charges it once the audiência is concluded.
  add({
    kind: 'honorarios-ato',
    description: 'Honorários por audiência: audiência de conciliação',
    amount: 80_000,
    month: -1,
    day: 22,
    // A client no other seeded story uses, so the statements and totals tests read stay as they were.
    clientId: clientIds[30] ?? null,
    lawsuitId: clientIds[30] ? lawsuitOf(clientIds[30]) : null,
    method: 'pix',
  });

  return { transactions, payments, bankAccounts: SEED_ACCOUNTS };
}
