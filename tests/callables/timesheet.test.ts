/**
 * Timesheet over HTTP: one's own entries and timer (Agenda), approval, rates and billing (Financeiro), with
 * refusals in pt-BR that store nothing, two billings at once that bill each entry once, billing with its PIX charge, and the profitability
 * report answered from the monthly rollups.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  COLLECTIONS,
  officeDate,
  type AgreementInput,
  type AgreementSaved,
  type ClauseInput,
  type HourlyRatesState,
  type ProfitabilityReport,
  type TimeEntryInput,
  type TimeEntryItem,
  type TimerState,
  type TimeWeek,
  type TransactionSaved,
  type HoursBilled,
  type LawsuitRecord,
  type Listed,
} from '@office/domain';
import type { ChargeDetail } from '@office/domain/charges';
import { parsePixPayload } from '@office/domain/pix';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn, type CallResult } from '../support/emulator-client';
import { freshClient } from '../support/finance';
import { lawsuitInput } from '../support/records';
import { testStores } from '../support/store';

const person = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
const rafael = person('staff-rafael-moreira');
const juliana = person('staff-juliana-ferreira');
const camila = person('staff-camila-souza');
const lucas = person('staff-lucas-almeida');
const partner = SEED_STAFF.find((s) => s.admin)!;
const tokens: Record<string, string> = {};
let stores: Stores;
const today = officeDate();
/** This run's own words, so seeded entries with the same description are never taken for the test's. */
const run = Date.now().toString(36);

async function call<T>(name: string, data: unknown, as: string): Promise<T> {
  const res = await callFn<T>(name, data, as);
  if (res.error) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result!;
}

function entry(over: Partial<TimeEntryInput> = {}): TimeEntryInput {
  return {
    date: today,
    minutes: 60,
    startTime: null,
    endTime: null,
    lawsuitId: null,
    clientId: null,
    taskId: null,
    description: 'Análise de documentos',
    billable: true,
    ...over,
  };
}

const entriesOf = async (uid: string) =>
  (await stores.documents.list(COLLECTIONS.timeEntries, { where: [{ field: 'personId', op: '==', value: uid }], limit: 500 })).docs;
const auditOf = async (id: string) =>
  (await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: id }], limit: 20 })).docs.map((d) => d.data.action);

function refusedWith(res: CallResult, id: string, text?: RegExp): void {
  expect(res.error?.details?.id, JSON.stringify(res.error)).toBe(id);
  if (text) expect(String(res.error?.details?.reason ?? JSON.stringify(res.error?.details?.fields))).toMatch(text);
}

beforeAll(async () => {
  for (const p of [rafael, juliana, camila, lucas, partner]) tokens[p.uid] = await signIn(p.email, p.password);
  stores = await testStores();
});
afterAll(async () => stores?.documents.close());

describe('own entries', () => {
  it('records time on a lawsuit, which brings its client, from a start and an end, audited, in the week with its totals', async () => {
    const saved = await call<TimeEntryItem>(
      'timesheet-create',
      { entry: entry({ lawsuitId: 'proc-002', minutes: null, startTime: '09:10', endTime: '10:40' }) },
      tokens[rafael.uid]!,
    );
    expect(saved).toMatchObject({
      personId: rafael.uid,
      minutes: 90,
      clientId: 'cli-008',
      status: 'pendente',
      lawsuitLabel: '2083749-34.2017.8.26.0114',
      billedAmount: null,
    });
    expect(await auditOf(saved.id)).toEqual(['timesheet.create']);
    const week = await call<TimeWeek>('timesheet-week', { date: today }, tokens[rafael.uid]!);
    expect(week.entries.map((e) => e.id)).toContain(saved.id);
    expect(week.totals.total).toBe(week.entries.reduce((s, e) => s + e.minutes, 0));
  });

  it('refuses bad input in pt-BR and stores nothing', async () => {
    const before = (await entriesOf(rafael.uid)).length;
    const cases: [Partial<TimeEntryInput>, string, RegExp][] = [
      [{ minutes: null, startTime: '11:00', endTime: '10:00' }, 'entry.endTime', /O fim deve ser depois do início/],
      [{ minutes: 0 }, 'entry.minutes', /Ao menos 1 minuto/],
      [{ description: '' }, 'entry.description', /Descreva o trabalho/],
      [{ lawsuitId: 'proc-nao-existe' }, 'entry.lawsuitId', /Processo não encontrado/],
      [{ lawsuitId: 'proc-002', clientId: 'cli-001' }, 'entry.clientId', /Este processo é de outro cliente/],
      [{ taskId: 'tsk-nao-existe' }, 'entry.taskId', /Tarefa não encontrada/],
    ];
    for (const [over, field, message] of cases) {
      const res = await callFn('timesheet-create', { entry: entry(over) }, tokens[rafael.uid]);
      expect(res.error?.details?.id, JSON.stringify(over)).toBe('invalid-input');
      expect(res.error?.details?.fields?.[field], JSON.stringify(over)).toMatch(message);
    }
    expect((await entriesOf(rafael.uid)).length).toBe(before);
  });

  it("lets nobody edit or delete someone else's entry, nor read their week without Financeiro", async () => {
    const saved = await call<TimeEntryItem>('timesheet-create', { entry: entry() }, tokens[rafael.uid]!);
    const edit = await callFn('timesheet-update', { id: saved.id, expectedVersion: saved.version, entry: entry({ minutes: 600 }) }, tokens[juliana.uid]);
    refusedWith(edit, 'invalid-state', /Só quem registrou o tempo/);
    refusedWith(await callFn('timesheet-delete', { id: saved.id, expectedVersion: saved.version }, tokens[juliana.uid]), 'invalid-state', /Só quem registrou/);
    expect((await stores.documents.get(COLLECTIONS.timeEntries, saved.id))?.data.minutes).toBe(60);
    refusedWith(await callFn('timesheet-week', { date: today, personId: rafael.uid }, tokens[juliana.uid]), 'missing-scope');
    const seen = await call<TimeWeek>('timesheet-week', { date: today, personId: rafael.uid }, tokens[camila.uid]!);
    expect(seen.entries.map((e) => e.id)).toContain(saved.id);
    // A stale edit is a conflict; the current one goes through.
    const updated = await call<TimeEntryItem>(
      'timesheet-update',
      { id: saved.id, expectedVersion: saved.version, entry: entry({ minutes: 45 }) },
      tokens[rafael.uid]!,
    );
    expect(updated.minutes).toBe(45);
    refusedWith(await callFn('timesheet-update', { id: saved.id, expectedVersion: saved.version, entry: entry() }, tokens[rafael.uid]), 'conflict');
    await call('timesheet-delete', { id: saved.id, expectedVersion: updated.version }, tokens[rafael.uid]!);
    expect(await stores.documents.get(COLLECTIONS.timeEntries, saved.id)).toBeNull();
  });

  it('needs Agenda write to record time', async () => {
    const before = (await entriesOf(lucas.uid)).length;
    refusedWith(await callFn('timesheet-create', { entry: entry() }, tokens[lucas.uid]), 'missing-scope');
    expect((await entriesOf(lucas.uid)).length).toBe(before);
  });
});

describe('the timer', () => {
  it('runs one per person on the server: a second start saves the first, a stop saves the entry, a second stop is refused', async () => {
    const token = tokens[juliana.uid]!;
    const before = (await entriesOf(juliana.uid)).length;
    const first = await call<TimerState>(
      'timesheet-startTimer',
      { description: `Audiência ${run}`, lawsuitId: 'proc-003', clientId: null, taskId: null, billable: true },
      token,
    );
    expect(first.timer).toMatchObject({ personId: juliana.uid, clientId: 'cli-015', description: `Audiência ${run}` });
    expect((await call<TimerState>('timesheet-timer', {}, token)).timer?.startedAt).toBe(first.timer?.startedAt);
    const second = await call<TimerState>(
      'timesheet-startTimer',
      { description: `Minuta ${run}`, lawsuitId: null, clientId: null, taskId: null, billable: false },
      token,
    );
    expect(second.timer?.description).toBe(`Minuta ${run}`);
    const afterSecond = await entriesOf(juliana.uid);
    expect(afterSecond.length).toBe(before + 1);
    expect(afterSecond.find((e) => e.data.description === `Audiência ${run}`)?.data).toMatchObject({
      minutes: 1,
      lawsuitId: 'proc-003',
      clientId: 'cli-015',
      status: 'pendente',
    });
    const stopped = await call<TimeEntryItem>('timesheet-stopTimer', {}, token);
    expect(stopped).toMatchObject({ description: `Minuta ${run}`, minutes: 1, billable: false, date: today });
    expect(await auditOf(stopped.id)).toEqual(['timesheet.create']);
    expect((await call<TimerState>('timesheet-timer', {}, token)).timer).toBeNull();
    refusedWith(await callFn('timesheet-stopTimer', {}, token), 'invalid-state', /Nenhum cronômetro em andamento/);
    expect((await entriesOf(juliana.uid)).length).toBe(before + 2);
  });
});

describe('approval, rates and billing', () => {
  let clientId: string;
  const ids: string[] = [];

  beforeAll(async () => {
    clientId = await freshClient();
    for (const [who, minutes] of [
      [rafael, 90],
      [rafael, 7],
      [juliana, 50],
    ] as const)
      ids.push((await call<TimeEntryItem>('timesheet-create', { entry: entry({ clientId, minutes }) }, tokens[who.uid]!)).id);
    // Not billable: approved, never billed.
    ids.push((await call<TimeEntryItem>('timesheet-create', { entry: entry({ clientId, minutes: 30, billable: false }) }, tokens[rafael.uid]!)).id);
  });

  it('approves only with Financeiro write, locks the entry, and undoes the approval while not billed', async () => {
    refusedWith(await callFn('timesheet-approve', { ids }, tokens[rafael.uid]), 'missing-scope');
    const pending = await call<TimeEntryItem[]>('timesheet-pending', { clientId }, tokens[camila.uid]!);
    expect(pending.map((e) => e.id).sort()).toEqual([...ids].sort());
    expect(pending[0]?.clientName).toMatch(/Cliente Financeiro/);
    expect(await call('timesheet-approve', { ids }, tokens[camila.uid]!)).toEqual({ approved: 4 });
    const locked = (await stores.documents.get(COLLECTIONS.timeEntries, ids[0]!))!;
    expect(locked.data).toMatchObject({ status: 'aprovado', approvedBy: camila.uid });
    refusedWith(
      await callFn('timesheet-update', { id: ids[0], expectedVersion: locked.version, entry: entry({ clientId }) }, tokens[rafael.uid]),
      'invalid-state',
      /já foi aprovado/,
    );
    refusedWith(await callFn('timesheet-approve', { ids: [ids[0]] }, tokens[camila.uid]), 'invalid-state', /já não está pendente/);
    expect(await call('timesheet-unapprove', { ids: [ids[0]] }, tokens[camila.uid]!)).toEqual({ unapproved: 1 });
    expect((await stores.documents.get(COLLECTIONS.timeEntries, ids[0]!))?.data.status).toBe('pendente');
    await call('timesheet-approve', { ids: [ids[0]] }, tokens[camila.uid]!);
  });

  it('keeps the rate table on its version', async () => {
    const current = await call<HourlyRatesState>('timesheet-rates', {}, tokens[camila.uid]!);
    const rates = { defaultRate: 30_000, people: { [rafael.uid]: 50_000 } };
    const saved = await call<HourlyRatesState>('timesheet-updateRates', { expectedVersion: current.version, rates }, tokens[camila.uid]!);
    expect(saved).toEqual({ rates, version: current.version + 1 });
    refusedWith(await callFn('timesheet-updateRates', { expectedVersion: current.version, rates }, tokens[camila.uid]), 'conflict');
    refusedWith(
      await callFn('timesheet-updateRates', { expectedVersion: saved.version, rates: { defaultRate: -1, people: {} } }, tokens[camila.uid]),
      'invalid-input',
      /não pode ser negativo/,
    );
    expect((await call<HourlyRatesState>('timesheet-rates', {}, tokens[camila.uid]!)).version).toBe(saved.version);
  });

  it('bills the approved billable hours into one lançamento at the rates, once, even when two billings race', async () => {
    const bill = () => callFn<TransactionSaved>('timesheet-bill', { clientId, to: today, dueDate: today }, tokens[camila.uid]);
    const results = await Promise.all([bill(), bill()]);
    const won = results.filter((r) => r.result);
    expect(won.length, JSON.stringify(results.map((r) => r.error))).toBe(1);
    const lost = results.find((r) => r.error)!;
    refusedWith(lost, 'invalid-state', /Não há horas aprovadas e faturáveis/);
    // 90 + 7 min at R$ 500,00/h (75.000 + 5.833 centavos, each rounded) and 50 min at R$ 300,00/h (25.000).
    const { transaction, affected } = won[0]!.result!;
    expect(affected).toBe(3);
    expect(transaction).toMatchObject({
      kind: 'honorarios-hora',
      type: 'receita',
      amount: 105_833,
      clientId,
      openAmount: 105_833,
      category: 'Honorários › Contratuais',
    });
    expect(transaction.description).toMatch(/^Honorários por hora: 2h27/);
    const lançamentos = await stores.documents.list(COLLECTIONS.transactions, { where: [{ field: 'clientId', op: '==', value: clientId }], limit: 10 });
    expect(lançamentos.docs.map((d) => d.id)).toEqual([transaction.id]);
    const billed = await stores.documents.getMany(COLLECTIONS.timeEntries, ids);
    expect(billed.map((d) => [d?.data.status, d?.data.transactionId, d?.data.billedAmount])).toEqual([
      ['faturado', transaction.id, 75_000],
      ['faturado', transaction.id, 5833],
      ['faturado', transaction.id, 25_000],
      ['aprovado', null, null],
    ]);
    expect(await auditOf(transaction.id)).toEqual(['timesheet.invoice']);
    // No fee agreement: the office's table, and the lançamento is no agreement's.
    expect(lançamentos.docs[0]!.data).toMatchObject({ origin: null, agreementId: null });
    refusedWith(await callFn('timesheet-unapprove', { ids: [ids[0]] }, tokens[camila.uid]), 'invalid-state', /faturado não pode ter a aprovação desfeita/);
  });

  it('answers the profitability report from the rollups: hours, their value, fees billed and the result', async () => {
    const month = today.slice(0, 7);
    const report = await call<ProfitabilityReport>('timesheet-profitability', { from: month, to: month, groupBy: 'client' }, tokens[camila.uid]!);
    const row = report.rows.find((r) => r.key === clientId)!;
    // Rafael 97 billable + 30 not at R$ 500,00/h, Juliana 50 at R$ 300,00/h.
    expect(row).toMatchObject({ billableMinutes: 147, nonBillableMinutes: 30, hoursValue: 105_833 + 25_000, fees: { billed: 105_833, received: 0 } });
    expect(row.result).toBe(-(105_833 + 25_000));
    expect(row.label).toMatch(/Cliente Financeiro/);
    const byPerson = await call<ProfitabilityReport>('timesheet-profitability', { from: month, to: month, groupBy: 'person' }, tokens[camila.uid]!);
    expect(byPerson.rows.find((r) => r.key === rafael.uid)).toMatchObject({ label: rafael.name, fees: null });
    refusedWith(await callFn('timesheet-profitability', { from: month, to: month, groupBy: 'client' }, tokens[rafael.uid]), 'missing-scope');
    refusedWith(
      await callFn('timesheet-profitability', { from: '2026-12', to: '2026-01', groupBy: 'client' }, tokens[camila.uid]),
      'invalid-input',
      /O fim do período vem antes do início/,
    );
  });
});

describe("billing at the rates of the client's fee agreement", () => {
  const hourly = (defaultRate: number, rates: { personId: string; rate: number }[] = []): ClauseInput => ({
    kind: 'por-hora',
    id: null,
    description: 'Honorários por hora',
    defaultRate,
    rates,
  });
  const agreement = (clientId: string, title: string, clauses: ClauseInput[], lawsuitId: string | null = null): AgreementInput => ({
    clientId,
    lawsuitId,
    title,
    scope: 'Consultoria e contencioso',
    signedOn: addDays(today, -30),
    accountId: 'cta-corrente',
    clauses,
    notes: '',
  });
  const create = async (a: AgreementInput) => (await call<AgreementSaved>('feeAgreements-create', { agreement: a }, tokens[partner.uid]!)).agreement;
  /** Records, approves and bills the client's hours: the lançamento and the entries as billed. */
  async function billHours(clientId: string, records: [typeof rafael, number, string | null][]) {
    const ids: string[] = [];
    for (const [who, minutes, lawsuitId] of records)
      ids.push(
        (await call<TimeEntryItem>('timesheet-create', { entry: entry({ clientId, lawsuitId, minutes, description: `Horas ${run}` }) }, tokens[who.uid]!)).id,
      );
    await call('timesheet-approve', { ids }, tokens[camila.uid]!);
    const { transaction } = await call<TransactionSaved>('timesheet-bill', { clientId, to: today, dueDate: today }, tokens[camila.uid]!);
    const entries = await stores.documents.getMany(COLLECTIONS.timeEntries, ids);
    const stored = (await stores.documents.get(COLLECTIONS.transactions, transaction.id))!;
    return { transaction, stored, rates: entries.map((d) => [d?.data.billedRate, d?.data.billedAmount]) };
  }

  it("takes the lawsuit's agreement first, else the client's, per person, else its default", async () => {
    const clientId = await freshClient();
    const lawsuit = await call<Listed<LawsuitRecord>>(
      'lawsuits-create',
      { lawsuit: lawsuitInput('', clientId, { cnj: null, internalRef: `HORAS-${run}` }) },
      tokens[rafael.uid]!,
    );
    await create(agreement(clientId, `Contencioso ${run}`, [hourly(80_000)], lawsuit.id));
    await create(agreement(clientId, `Consultivo ${run}`, [hourly(40_000, [{ personId: rafael.uid, rate: 60_000 }])]));
    const { transaction, stored, rates } = await billHours(clientId, [
      [rafael, 60, lawsuit.id],
      [rafael, 60, null],
      [juliana, 30, null],
    ]);
    // 1h at the lawsuit's R$ 800,00/h (over Rafael's R$ 600,00 in the other), 1h at R$ 600,00/h, 30min at R$ 400,00/h.
    expect(rates).toEqual([
      [80_000, 80_000],
      [60_000, 60_000],
      [40_000, 20_000],
    ]);
    expect(transaction).toMatchObject({ amount: 160_000, openAmount: 160_000, clientId });
    // Two agreements priced it: the lançamento names both in its notes and belongs to neither.
    expect(stored.data).toMatchObject({ origin: null, agreementId: null });
    expect(stored.data.notes).toContain(`Valores por hora do contrato de honorários "Contencioso ${run}".`);
    expect(stored.data.notes).toContain(`Valores por hora do contrato de honorários "Consultivo ${run}".`);
  });

  it("carries the agreement as the lançamento's origin, which the agreement's own generation keeps", async () => {
    const clientId = await freshClient();
    const made = await create(agreement(clientId, `Assessoria ${run}`, [hourly(50_000)]));
    const { transaction, stored, rates } = await billHours(clientId, [[juliana, 30, null]]);
    expect(rates).toEqual([[50_000, 25_000]]);
    expect(transaction.amount).toBe(25_000);
    const clauseId = made.clauses[0]!.id;
    expect(stored.data).toMatchObject({ agreementId: made.id, origin: { kind: 'agreement', agreementId: made.id, clauseId, key: `horas:${transaction.id}` } });
    await call<AgreementSaved>('feeAgreements-generate', { id: made.id, expectedVersion: made.version }, tokens[partner.uid]!);
    expect((await stores.documents.get(COLLECTIONS.transactions, transaction.id))!.data).toMatchObject({ settlement: 'aberto', cancellation: null });
  });
});

describe('Faturar e gerar cobrança', () => {
  it('bills the hours and issues the lançamento’s PIX charge in one commit, or refuses with nothing stored', async () => {
    const clientId = await freshClient();
    const clause: ClauseInput = { kind: 'por-hora', id: null, description: 'Honorários por hora', defaultRate: 30_000, rates: [] };
    const agreement: AgreementInput = {
      clientId,
      lawsuitId: null,
      title: 'Consultoria por hora',
      scope: 'Consultoria',
      signedOn: addDays(today, -30),
      accountId: 'cta-corrente',
      clauses: [clause],
      notes: '',
    };
    await call<AgreementSaved>('feeAgreements-create', { agreement }, tokens[partner.uid]!);
    const made = await call<TimeEntryItem>('timesheet-create', { entry: entry({ clientId, minutes: 90, description: `Parecer ${run}` }) }, tokens[rafael.uid]!);
    await call('timesheet-approve', { ids: [made.id] }, tokens[camila.uid]!);
    const bill = (over: Record<string, unknown>) =>
      callFn<HoursBilled>('timesheet-bill', { clientId, to: today, dueDate: addDays(today, 5), ...over }, tokens[camila.uid]);
    const lancamentos = () => stores.documents.count(COLLECTIONS.transactions, [{ field: 'clientId', op: '==', value: clientId }]);
    const charges = () => stores.documents.count(COLLECTIONS.charges, [{ field: 'clientId', op: '==', value: clientId }]);

    const noPix = await bill({ charge: { accountId: 'cta-poupanca' } });
    expect(noPix.error?.details?.fields?.['charge.accountId']).toBe('Esta conta não tem chave PIX: cadastre a chave em Financeiro → Contas.');
    const past = await bill({ dueDate: addDays(today, -1), charge: { accountId: 'cta-corrente' } });
    expect(past.error?.details?.fields?.dueDate).toBe('O vencimento da cobrança não pode estar no passado');
    expect([await lancamentos(), await charges()]).toEqual([0, 0]);
    expect((await stores.documents.get(COLLECTIONS.timeEntries, made.id))!.data.status).toBe('aprovado');

    const billed = await bill({ charge: { accountId: 'cta-corrente' } });
    expect(billed.error, JSON.stringify(billed.error)).toBeUndefined();
    const { transaction, chargeId } = billed.result!;
    expect(transaction.amount).toBe(45_000);
    const charge = await call<ChargeDetail>('charges-get', { id: chargeId }, tokens[camila.uid]!);
    expect(charge.charge).toMatchObject({ clientId, total: 45_000, status: 'aberta', dueDate: addDays(today, 5), accountId: 'cta-corrente' });
    expect(charge.items.map((i) => i.transactionId)).toEqual([transaction.id]);
    expect(parsePixPayload(charge.charge.brCode)).toMatchObject({ ok: true, value: { amount: 45_000, txid: charge.charge.txid } });
    expect((await stores.documents.get(COLLECTIONS.transactions, transaction.id))!.data).toMatchObject({ chargeId, kind: 'honorarios-hora' });
    expect((await stores.documents.get(COLLECTIONS.timeEntries, made.id))!.data).toMatchObject({ status: 'faturado', transactionId: transaction.id });
    expect(await auditOf(chargeId as string)).toEqual(['charges.create']);
  });
});
