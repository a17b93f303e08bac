/**
 * Contratos de honorários over HTTP: an agreement's lifecycle (create → generate → edit with a paid installment
 * untouched → end), the index table an adjustment needs, a success fee from a recorded result, a concluded hearing
 * or a petição task charging its per-act fee once, money received on the client's behalf with its fee and repasse, and refusals
 * in pt-BR that store nothing.
 */
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  addMonthsToMonth,
  COLLECTIONS,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  officeDate,
  type AgreementDetail,
  type AgreementInput,
  type AgreementPlanAnswer,
  type AgreementSaved,
  type ClauseInput,
  type ClientReceipt,
  type ClientStatement,
  type EventSaved,
  type GeneratedDocument,
  type IndexTableState,
  type NotificationPage,
  type TaskItem,
  type TransactionDetail,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { PeriodicPass } from '../../functions/src/notifications/periodic-pass';
import type { Stores } from '../../functions/src/store/open-stores';
import { typedStores } from '../../functions/src/store/typed';
import { callFn, signIn } from '../support/emulator-client';
import { eventInput } from '../support/agenda';
import { freshClient } from '../support/finance';
import { cnjSource, lawsuitInput } from '../support/records';
import { tick } from '../support/notifier';
import { testStores } from '../support/store';

const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const partner = SEED_STAFF.find((s) => s.admin)!;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
let token: string;
let partnerToken: string;
let lawyerToken: string;
let stores: Stores;
const today = officeDate();
const thisMonth = today.slice(0, 7);

async function call<T>(name: string, data: unknown, as = token): Promise<T> {
  const res = await callFn<T>(name, data, as);
  if (res.error) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result!;
}

function agreement(clientId: string, clauses: ClauseInput[], over: Partial<AgreementInput> = {}): AgreementInput {
  return {
    clientId,
    lawsuitId: null,
    title: 'Contrato de honorários — teste',
    scope: 'Ação de cobrança',
    signedOn: addDays(today, -30),
    accountId: 'cta-corrente',
    clauses,
    notes: '',
    ...over,
  };
}
const fixed = (over: Partial<Extract<ClauseInput, { kind: 'fixo' }>> = {}): ClauseInput => ({
  kind: 'fixo',
  id: null,
  description: 'Honorários iniciais',
  total: 900_001,
  installments: 3,
  firstDueDate: addDays(today, 5),
  intervalMonths: 1,
  businessDays: false,
  ...over,
});
const monthly = (over: Partial<Extract<ClauseInput, { kind: 'mensal' }>> = {}): ClauseInput => ({
  kind: 'mensal',
  id: null,
  description: 'Partido mensal',
  amount: 300_000,
  dueDay: 10,
  startMonth: thisMonth,
  endMonth: null,
  adjustment: null,
  businessDays: false,
  ...over,
});

/** Months from `from` (exclusive) through `to` (inclusive), both "YYYY-MM". */
const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5)) - Number(from.slice(5));
const typed = () => typedStores(stores).documents;
const lancamentosOf = async (agreementId: string) =>
  (await typed().list(COLLECTIONS.transactions, { where: [{ field: 'agreementId', op: '==', value: agreementId }], limit: 500 })).docs;
const agreementsOf = async (clientId: string) => stores.documents.count(COLLECTIONS.feeAgreements, [{ field: 'clientId', op: '==', value: clientId }]);

beforeAll(async () => {
  [token, partnerToken, lawyerToken] = await Promise.all([
    signIn(finance.email, finance.password),
    signIn(partner.email, partner.password),
    signIn(lawyer.email, lawyer.password),
  ]);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('the seeded agreements', () => {
  it('have the lançamentos generation plans: generating them again changes nothing', async () => {
    for (const [id, kept] of [
      ['hon-seed-0001', 1],
      ['hon-seed-0002', 4],
    ] as const) {
      const seeded = await call<AgreementDetail>('feeAgreements-get', { id });
      const again = await call<AgreementSaved>('feeAgreements-generate', { id, expectedVersion: seeded.version });
      // Only what was paid before this month is kept as it is; the rest already matches the plan.
      expect(again.summary, id).toEqual({ created: 0, updated: 0, cancelled: 0, kept });
    }
  });
});

describe('an agreement’s lifecycle', () => {
  it('generates its lançamentos, keeps a paid installment through an edit, and cancels only the future ones when ended', async () => {
    const clientId = await freshClient();
    const created = await call<AgreementSaved>('feeAgreements-create', { agreement: agreement(clientId, [fixed(), monthly()]) });
    // 3 installments, and the monthly fee from this month through twelve months ahead.
    expect(created.summary).toEqual({ created: 16, updated: 0, cancelled: 0, kept: 0 });
    const a = created.agreement;
    expect(a).toMatchObject({ status: 'vigente', termsVersion: 1, clientName: expect.stringContaining('Cliente Financeiro') });
    const stored = await lancamentosOf(a.id);
    const installments = stored.filter((d) => d.data.kind === 'honorarios-fixos').sort((x, y) => x.data.dueDate.localeCompare(y.data.dueDate));
    expect(installments.map((d) => d.data.amount)).toEqual([300_000, 300_000, 300_001]);
    expect(installments[0]!.data.origin).toEqual({ kind: 'agreement', agreementId: a.id, clauseId: 'c1', key: 'fixo:c1:1' });
    expect(stored.filter((d) => d.data.kind === 'honorarios-mensais').map((d) => d.data.competence)).toContain(addMonthsToMonth(thisMonth, 12));

    // Generating again changes nothing.
    const again = await call<AgreementSaved>('feeAgreements-generate', { id: a.id, expectedVersion: a.version });
    expect(again.summary).toEqual({ created: 0, updated: 0, cancelled: 0, kept: 0 });

    const first = installments[0]!;
    await call<TransactionDetail>('finance-pay', {
      id: first.id,
      expectedVersion: first.version,
      payment: { date: today, amount: 300_000, accountId: 'cta-corrente', method: 'pix' },
    });
    const paidVersion = (await typed().get(COLLECTIONS.transactions, first.id))!.version;

    const edited = await call<AgreementSaved>('feeAgreements-update', {
      id: a.id,
      expectedVersion: again.agreement.version,
      agreement: agreement(clientId, [fixed({ id: 'c1', total: 1_200_000 }), monthly({ id: 'c2', amount: 350_000 })]),
    });
    expect(edited.agreement.termsVersion).toBe(2);
    expect(edited.agreement.history).toHaveLength(1);
    expect(edited.agreement.history[0]!.terms.clauses[0]).toMatchObject({ total: 900_001 });
    expect(edited.summary).toMatchObject({ created: 0, cancelled: 0, kept: 1, updated: 15 });
    const paid = (await typed().get(COLLECTIONS.transactions, first.id))!;
    expect(paid.version).toBe(paidVersion);
    expect(paid.data).toMatchObject({ amount: 300_000, settlement: 'pago' });
    const after = await lancamentosOf(a.id);
    expect(after.find((d) => d.data.origin?.key === 'fixo:c1:3')!.data.amount).toBe(400_000);

    const ended = await call<AgreementSaved>('feeAgreements-end', {
      id: a.id,
      expectedVersion: edited.agreement.version,
      date: today,
      reason: 'Rescisão pelo cliente',
    });
    expect(ended.agreement).toMatchObject({ status: 'encerrado', ending: { date: today, reason: 'Rescisão pelo cliente' } });
    const final = await lancamentosOf(a.id);
    for (const d of final) {
      if (d.id === first.id) expect(d.data.settlement).toBe('pago');
      else if (d.data.dueDate > today) {
        expect(d.data.settlement).toBe('cancelado');
        expect(d.data.cancellation?.reason).toContain('Rescisão pelo cliente');
      } else expect(d.data.settlement).not.toBe('cancelado');
    }
    const refused = await callFn(
      'feeAgreements-update',
      { id: a.id, expectedVersion: ended.agreement.version, agreement: agreement(clientId, [fixed()]) },
      token,
    );
    expect(refused.error?.details).toMatchObject({ id: 'invalid-state', reason: 'Contrato encerrado não pode ser editado.' });
  });

  it('refuses a stale edit as a conflict, and bad input in pt-BR, storing nothing', async () => {
    const clientId = await freshClient();
    const noClause = await callFn('feeAgreements-create', { agreement: agreement(clientId, []) }, token);
    expect(noClause.status).toBe(400);
    expect(noClause.error?.details?.fields?.['agreement.clauses']).toBe('Acrescente ao menos uma cláusula');
    const tooSmall = await callFn('feeAgreements-create', { agreement: agreement(clientId, [fixed({ total: 2 })]) }, token);
    expect(tooSmall.error?.details?.fields?.['agreement.clauses.0.installments']).toBe('O valor é pequeno demais para tantas parcelas');
    expect(await agreementsOf(clientId)).toBe(0);

    const made = await call<AgreementSaved>('feeAgreements-create', { agreement: agreement(clientId, [fixed({ installments: 1 })]) });
    await call<AgreementSaved>('feeAgreements-generate', { id: made.agreement.id, expectedVersion: made.agreement.version });
    const stale = await callFn(
      'feeAgreements-update',
      { id: made.agreement.id, expectedVersion: made.agreement.version, agreement: agreement(clientId, [fixed()]) },
      token,
    );
    expect(stale.error?.details?.id).toBe('conflict');
    expect((await lancamentosOf(made.agreement.id)).map((d) => d.data.amount)).toEqual([900_001]);
  });

  it('previews the lançamentos of a form without saving anything', async () => {
    const clientId = await freshClient();
    const preview = await call<AgreementPlanAnswer>('feeAgreements-preview', { id: null, agreement: agreement(clientId, [fixed()]) });
    expect(preview.planned.map((p) => p.amount)).toEqual([300_000, 300_000, 300_001]);
    expect(await agreementsOf(clientId)).toBe(0);
  });
});

describe('the yearly adjustment and the index table', () => {
  it('refuses to generate while the year’s index months are missing, naming them, then adjusts by them', async () => {
    const clientId = await freshClient();
    const start = addMonthsToMonth(thisMonth, -13);
    const clause = monthly({ startMonth: start, adjustment: 'IGP-M', amount: 100_000 });
    const missing = await callFn('feeAgreements-create', { agreement: agreement(clientId, [clause]) }, token);
    expect(missing.error?.details?.id).toBe('invalid-state');
    expect(String(missing.error?.details?.reason)).toMatch(/^Faltam na tabela de índices os meses do reajuste \(IGP-M: /);
    expect(await agreementsOf(clientId)).toBe(0);

    // Camila has no Configurações: the table is the administrator's.
    const denied = await callFn('feeAgreements-updateIndexes', { expectedVersion: 0, rows: [] }, token);
    expect(denied.status).toBe(403);
    const months = Array.from({ length: 12 }, (_, i) => addMonthsToMonth(start, i));
    // The table is the office's: the access matrix may save it meanwhile, so a conflict is tried again.
    for (let attempt = 0; ; attempt += 1) {
      const table = await call<IndexTableState>('feeAgreements-indexes', {}, partnerToken);
      const rows = [
        ...table.rows.filter((r) => !(r.index === 'IGP-M' && months.includes(r.month))),
        ...months.map((month) => ({ index: 'IGP-M', month, rateBp: 100, source: 'FGV, BCB SGS 189' })),
      ];
      const saved = await callFn<IndexTableState>('feeAgreements-updateIndexes', { expectedVersion: table.version, rows }, partnerToken);
      if (saved.error?.details?.id === 'conflict' && attempt < 3) continue;
      expect(saved.result?.version, JSON.stringify(saved.error)).toBe(table.version + 1);
      break;
    }

    const made = await call<AgreementSaved>('feeAgreements-create', { agreement: agreement(clientId, [clause]) });
    const byMonth = new Map((await lancamentosOf(made.agreement.id)).map((d) => [d.data.competence, d.data]));
    expect(byMonth.get(addMonthsToMonth(start, 11))?.amount).toBe(100_000);
    // 1,01^12 = 1,126825: R$ 1.000,00 → R$ 1.126,83.
    expect(byMonth.get(addMonthsToMonth(start, 12))?.amount).toBe(112_683);
    expect(byMonth.get(addMonthsToMonth(start, 12))?.notes).toContain('IGP-M');
  });
});

describe('the daily horizon (the periodic pass, on its clock)', () => {
  // Between capture-mail's ticks (January 2031) and the notifications' (March 2031): the HTTP suite's passes go forward.
  const first = '2031-02-03T12:00:00.000Z';
  const next = '2031-02-04T12:00:00.000Z';

  it('extends a monthly fee twelve months past the pass’s day, once; a missing index stops another, recorded and told once', async () => {
    const [plainClient, indexedClient, secretClient] = await Promise.all([freshClient(), freshClient(), freshClient()]);
    const plain = await call<AgreementSaved>('feeAgreements-create', { agreement: agreement(plainClient, [monthly()]) });
    const indexed = await call<AgreementSaved>('feeAgreements-create', { agreement: agreement(indexedClient, [monthly({ adjustment: 'IPCA' })]) });
    // The same on a lawsuit under segredo of Rafael's, made by an administrator: Camila may not be told of it.
    const secretLawsuit = await call<{ id: string }>(
      'lawsuits-create',
      { lawsuit: lawsuitInput(cnjSource(7_420_000, '2025', '0100')(), secretClient, { confidential: true }) },
      lawyerToken,
    );
    const secret = await call<AgreementSaved>(
      'feeAgreements-create',
      { agreement: agreement(secretClient, [monthly({ adjustment: 'IPCA' })], { lawsuitId: secretLawsuit.id }) },
      partnerToken,
    );
    const before = (await lancamentosOf(plain.agreement.id)).length;

    const pass = (await tick(first)) as PeriodicPass;
    expect(pass.agreements!.extended).toBeGreaterThanOrEqual(1);
    const extended = await lancamentosOf(plain.agreement.id);
    const months = extended.map((d) => d.data.competence).sort();
    expect(months.at(-1)).toBe('2032-02');
    expect(extended.length).toBe(before + monthsBetween(months[before - 1]!, '2032-02'));
    const stored = await typed().get(COLLECTIONS.feeAgreements, plain.agreement.id);
    expect(stored!.data).toMatchObject({ generatedThrough: '2032-02-29', updatedBy: 'agendador', horizonCheck: null });

    // The IPCA months of its first anniversary are not in the table: nothing generated, the reason kept.
    const blocked = await typed().get(COLLECTIONS.feeAgreements, indexed.agreement.id);
    const anniversary = addMonthsToMonth(thisMonth, 12);
    expect(blocked!.data.generatedThrough).toBe(indexed.agreement.generatedThrough);
    expect(blocked!.data.horizonCheck).toMatchObject({ on: '2031-02-03', through: '2032-02-29', anniversary });
    expect(blocked!.data.horizonCheck!.reason).toMatch(/^IPCA: /);
    expect((await lancamentosOf(indexed.agreement.id)).length).toBe(indexed.agreement.transactions.length);

    // The next day changes nothing more and tells nobody twice.
    await tick(next);
    expect((await lancamentosOf(plain.agreement.id)).length).toBe(extended.length);
    const notices = (await call<NotificationPage>('notifications-list', { limit: 50 })).items.filter(
      (n) => n.kind === 'reajuste-sem-indice' && n.link === `/transactions/agreements/${indexed.agreement.id}`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.detail).toContain(`de ${blocked!.data.clientName} para antes do reajuste`);
    // Whoever does not write Financeiro is not told.
    const lawyerBell = await call<NotificationPage>('notifications-list', { limit: 50 }, lawyerToken);
    expect(lawyerBell.items.some((n) => n.kind === 'reajuste-sem-indice')).toBe(false);
    // Under segredo: the administrator is told, Financeiro's other writers are not.
    const aboutSecret = (n: { kind: string; link: string | null }) =>
      n.kind === 'reajuste-sem-indice' && n.link === `/transactions/agreements/${secret.agreement.id}`;
    expect((await call<NotificationPage>('notifications-list', { limit: 50 }, partnerToken)).items.filter(aboutSecret)).toHaveLength(1);
    expect((await call<NotificationPage>('notifications-list', { limit: 50 })).items.filter(aboutSecret)).toHaveLength(0);

    for (const made of [plain, indexed, secret]) {
      const now = await typed().get(COLLECTIONS.feeAgreements, made.agreement.id);
      await call('feeAgreements-end', { id: made.agreement.id, expectedVersion: now!.version, date: today, reason: 'Fim do teste' }, partnerToken);
    }
  });
});

describe('feeAgreements-recordSuccess', () => {
  it('creates the success fee from the recorded base, with the calculation, and refuses a base the clause does not cover', async () => {
    const clientId = await freshClient();
    const success: ClauseInput = { kind: 'exito', id: null, description: 'Honorários de êxito', percentBp: 2000, bases: ['acordo'] };
    const made = await call<AgreementSaved>('feeAgreements-create', { agreement: agreement(clientId, [success]) });
    expect(made.summary.created).toBe(0);
    const wrong = await callFn(
      'feeAgreements-recordSuccess',
      { id: made.agreement.id, expectedVersion: made.agreement.version, clauseId: 'c1', base: 'sentenca', baseAmount: 1_000_000, date: today },
      token,
    );
    expect(wrong.error?.details?.fields?.base).toBe('Esta cláusula não incide sobre sentença.');
    const recorded = await call<AgreementSaved>('feeAgreements-recordSuccess', {
      id: made.agreement.id,
      expectedVersion: made.agreement.version,
      clauseId: 'c1',
      base: 'acordo',
      baseAmount: 5_000_050,
      date: today,
      description: 'Acordo homologado',
    });
    expect(recorded.summary.created).toBe(1);
    const [fee] = await lancamentosOf(made.agreement.id);
    expect(fee!.data).toMatchObject({ kind: 'honorarios-exito', amount: 1_000_010, successFee: { percentBp: 2000, baseAmount: 5_000_050 } });
    expect(fee!.data.notes).toContain('20,00 % de R$ 50.000,50');
  });
});

describe('per-act fees from the Agenda', () => {
  it('a concluded hearing on the agreement’s lawsuit charges its fee once', async () => {
    const clause: ClauseInput = { kind: 'por-ato', id: null, description: 'Honorários por audiência', act: 'audiencia', price: 80_000 };
    const made = await call<AgreementSaved>('feeAgreements-create', { agreement: agreement('cli-008', [clause], { lawsuitId: 'proc-002' }) }, partnerToken);
    const day = addDays(today, -1);
    const created = await callFn<EventSaved>('agenda-create', { event: eventInput({ date: day, lawsuitId: 'proc-002', ownerId: lawyer.uid }) }, lawyerToken);
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const entry = created.result!.event;
    const done = await call<{ version: number }>('agenda-setStatus', { id: entry.id, expectedVersion: entry.version, status: 'concluido' }, lawyerToken);
    const reopened = await call<{ version: number }>('agenda-setStatus', { id: entry.id, expectedVersion: done.version, status: 'aberto' }, lawyerToken);
    await call('agenda-setStatus', { id: entry.id, expectedVersion: reopened.version, status: 'concluido' }, lawyerToken);
    const fees = await lancamentosOf(made.agreement.id);
    expect(fees).toHaveLength(1);
    expect(fees[0]!.data).toMatchObject({ kind: 'honorarios-ato', amount: 80_000, dueDate: day, lawsuitId: 'proc-002', origin: { key: `ato:${entry.id}` } });
    const stored = await typed().get(COLLECTIONS.feeAgreements, made.agreement.id);
    expect(stored!.data.acts.map((x) => x.id)).toEqual([entry.id]);
    // Ended, so no vigente agreement stays on the seeded client (its contract documents are other tests').
    await call('feeAgreements-end', { id: made.agreement.id, expectedVersion: stored!.version, date: today, reason: 'Fim do teste' }, partnerToken);
  });
});

describe('per-act fees from Tarefas', () => {
  it('a petição task of the agreement’s lawsuit moved to Concluída charges its fee once; another task charges nothing', async () => {
    const clause: ClauseInput = { kind: 'por-ato', id: null, description: 'Honorários por petição', act: 'peticao', price: 45_000 };
    const made = await call<AgreementSaved>('feeAgreements-create', { agreement: agreement('cli-008', [clause], { lawsuitId: 'proc-002' }) }, partnerToken);
    const newTask = (title: string) =>
      call<TaskItem>(
        'tasks-create',
        {
          task: {
            title,
            description: '',
            lawsuitId: 'proc-002',
            clientId: null,
            assigneeId: lawyer.uid,
            reviewerIds: [],
            dueDate: null,
            prazoEventId: null,
            priority: 'normal',
            steps: [],
          },
        },
        lawyerToken,
      );
    const move = (t: { id: string; version: number }, status: string) =>
      call<TaskItem>('tasks-move', { id: t.id, expectedVersion: t.version, status }, lawyerToken);
    const act = await newTask('Protocolar contestação');
    const other = await newTask('Preparar audiência de instrução');
    const done = await move(act, 'concluida');
    await move(await move(done, 'em_andamento'), 'concluida');
    await move(other, 'concluida');
    const fees = await lancamentosOf(made.agreement.id);
    expect(fees).toHaveLength(1);
    expect(fees[0]!.data).toMatchObject({
      kind: 'honorarios-ato',
      amount: 45_000,
      dueDate: today,
      lawsuitId: 'proc-002',
      origin: { key: `ato:${act.id}` },
      notes: 'Petição concluída em Tarefas: Protocolar contestação.',
    });
    const stored = await typed().get(COLLECTIONS.feeAgreements, made.agreement.id);
    expect(stored!.data.acts).toEqual([{ id: act.id, act: 'peticao', date: today, title: 'Protocolar contestação', source: 'tarefa' }]);
    await call('feeAgreements-end', { id: made.agreement.id, expectedVersion: stored!.version, date: today, reason: 'Fim do teste' }, partnerToken);
  });
});

describe('feeAgreements-receiveForClient', () => {
  async function successAgreement(clientId: string) {
    const clause: ClauseInput = { kind: 'exito', id: null, description: 'Êxito sobre alvará', percentBp: 3000, bases: ['alvara', 'acordo'] };
    return (await call<AgreementSaved>('feeAgreements-create', { agreement: agreement(clientId, [clause]) })).agreement;
  }
  const receipt = (clientId: string, over: Record<string, unknown> = {}) => ({
    clientId,
    lawsuitId: null,
    origin: 'alvara',
    reference: '123/2026',
    amount: 1_000_001,
    date: today,
    accountId: 'cta-corrente',
    method: 'ted',
    fee: { mode: 'nenhum' },
    repasse: { paid: true, date: today, method: 'pix', accountId: 'cta-corrente' },
    ...over,
  });

  it('records the receipt, keeps the success fee by compensação and passes the rest on, and the statement balances', async () => {
    const clientId = await freshClient();
    const a = await successAgreement(clientId);
    const r = await call<ClientReceipt>('feeAgreements-receiveForClient', {
      ...receipt(clientId),
      fee: { mode: 'exito', agreementId: a.id, expectedVersion: a.version, clauseId: 'c1', base: 'alvara' },
    });
    // 30 % of R$ 10.000,01 = R$ 3.000,00; the repasse takes the centavo left.
    expect(r).toMatchObject({ received: 1_000_001, fee: 300_000, repasse: 700_001 });
    const fee = await call<TransactionDetail>('finance-get', { id: r.feeId });
    expect(fee.transaction).toMatchObject({ kind: 'honorarios-exito', settlement: 'pago', agreementId: a.id });
    expect(fee.payments[0]).toMatchObject({ method: 'compensacao', accountId: null, signedAmount: 0 });
    const repasse = await call<TransactionDetail>('finance-get', { id: r.repasseId });
    expect(repasse.transaction).toMatchObject({ kind: 'repasse', type: 'despesa', settlement: 'pago', amount: 700_001 });
    const statement = await call<ClientStatement>('finance-statement', { clientId, from: addDays(today, -1), to: today });
    expect(statement.totals).toMatchObject({ recebido: 1_000_001, honorarios: 300_000, repasse: 700_001 });
    expect(statement.closing).toBe(0);
    const stored = await typed().get(COLLECTIONS.feeAgreements, a.id);
    expect(stored!.data.successes).toHaveLength(1);
  });

  it('an open repasse leaves the amount owed to the client on the statement', async () => {
    const clientId = await freshClient();
    const r = await call<ClientReceipt>(
      'feeAgreements-receiveForClient',
      receipt(clientId, { repasse: { paid: false, date: addDays(today, 5), method: 'pix', accountId: null } }),
    );
    expect(r.repasse).toBe(1_000_001);
    const statement = await call<ClientStatement>('finance-statement', { clientId, from: addDays(today, -1), to: addDays(today, 10) });
    expect(statement.closing).toBe(1_000_001);
  });

  it('refuses a fee larger than the amount received, storing nothing', async () => {
    const clientId = await freshClient();
    const big = await call<{ transaction: { id: string; version: number } }>('finance-create', {
      transaction: {
        type: 'receita',
        kind: 'honorarios-fixos',
        description: 'Honorários contratuais',
        amount: 2_000_000,
        competence: thisMonth,
        dueDate: today,
        clientId,
        lawsuitId: null,
        category: 'Honorários › Contratuais',
        costCenter: null,
        accountId: null,
        method: null,
        invoice: { issued: false, number: null },
        successFee: null,
        notes: '',
      },
    });
    const before = await stores.documents.count(COLLECTIONS.transactions, [{ field: 'clientId', op: '==', value: clientId }]);
    const res = await callFn(
      'feeAgreements-receiveForClient',
      receipt(clientId, { fee: { mode: 'parcela', transactionId: big.transaction.id, expectedVersion: big.transaction.version } }),
      token,
    );
    expect(res.status).toBe(400);
    expect(res.error?.details?.fields?.amount).toBe('Os honorários descontados (R$ 20.000,00) passam do valor recebido (R$ 10.000,01).');
    expect(await stores.documents.count(COLLECTIONS.transactions, [{ field: 'clientId', op: '==', value: clientId }])).toBe(before);
    const future = await callFn('feeAgreements-receiveForClient', receipt(clientId, { date: addDays(today, 1) }), token);
    expect(future.error?.details?.fields?.date).toBe('A data do recebimento não pode estar no futuro');
  });
});

describe('the contract document', () => {
  const FILES = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;
  /** The text of a .docx's body, one line per paragraph. */
  const documentText = (bytes: Uint8Array) =>
    (new PizZip(bytes).file('word/document.xml')?.asText() ?? '')
      .replace(/<\/w:p>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&');

  it('takes its fee clauses from the client’s vigente agreement, amounts in words', async () => {
    const clientId = await freshClient();
    await call<AgreementSaved>('feeAgreements-create', {
      agreement: agreement(clientId, [
        fixed({ total: 900_000 }),
        { kind: 'exito', id: null, description: 'Honorários de êxito', percentBp: 2000, bases: ['acordo'] },
      ]),
    });
    const res = await callFn<GeneratedDocument>('templates-generate', { templateId: 'tpl-contrato-honorarios', clientId }, partnerToken);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const file = await fetch(`${FILES}/${res.result!.file.path.split('/').map(encodeURIComponent).join('/')}`, {
      headers: { authorization: `Bearer ${partnerToken}` },
    });
    const text = documentText(new Uint8Array(await file.arrayBuffer()));
    expect(text).toContain('1. Honorários iniciais: R$ 9.000,00 (nove mil reais), em três parcelas mensais');
    expect(text).toContain('2. Honorários de êxito: 20,00 % (vinte por cento) do proveito econômico obtido por acordo');
    // The typed-fees paragraph is left out.
    expect(text).not.toContain('parcela(s)');
    expect(text).not.toMatch(/[{}]|undefined|null/);
  });
});
