/**
 * A lawsuit's result recorded by its lawyer (Processos, without Financeiro): the success fee of the client's fee
 * agreement is made in the same commit, Financeiro is told with the figures, the lawyer sees no amount, and a
 * result no agreement covers, or bad input, is refused in pt-BR with nothing stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  HIDDEN_LAWSUIT_LABEL,
  officeDate,
  type AgreementDetail,
  type AgreementInput,
  type AgreementSaved,
  type ClauseInput,
  type NotificationPage,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, signIn } from '../support/emulator-client';
import { freshClient } from '../support/finance';
import { cnjSource, lawsuitInput } from '../support/records';
import { testStores } from '../support/store';
import type { Stores } from '../../functions/src/store/open-stores';

const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const nextCnj = cnjSource(7_310_000, '2025', '0100');
const today = officeDate();
let financeToken: string;
let lawyerToken: string;

async function call<T>(name: string, data: unknown, as: string): Promise<T> {
  const res = await callFn<T>(name, data, as);
  if (res.error) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result!;
}

const exito = (percentBp: number, bases: ('acordo' | 'sentenca' | 'alvara')[]): ClauseInput => ({
  kind: 'exito',
  id: null,
  description: 'Êxito',
  percentBp,
  bases,
});

function agreement(clientId: string, lawsuitId: string | null, clauses: ClauseInput[]): AgreementInput {
  return { clientId, lawsuitId, title: 'Contrato com êxito', scope: null, signedOn: addDays(today, -60), accountId: null, clauses, notes: '' };
}

/** A client with a lawsuit of Rafael's. */
async function clientWithLawsuit(): Promise<{ clientId: string; lawsuitId: string }> {
  const clientId = await freshClient();
  const made = await call<{ id: string }>('lawsuits-create', { lawsuit: lawsuitInput(nextCnj(), clientId) }, lawyerToken);
  return { clientId, lawsuitId: made.id };
}

const successesOf = async (id: string) => (await call<AgreementDetail>('feeAgreements-get', { id }, financeToken)).successes;

beforeAll(async () => {
  [financeToken, lawyerToken] = await Promise.all([signIn(finance.email, finance.password), signIn(lawyer.email, lawyer.password)]);
});

describe('a result recorded from the lawsuit', () => {
  it('makes the success fee of the agreement made for the lawsuit, tells Financeiro, and shows the lawyer no amount', async () => {
    const { clientId, lawsuitId } = await clientWithLawsuit();
    const general = await call<AgreementSaved>('feeAgreements-create', { agreement: agreement(clientId, null, [exito(1000, ['acordo'])]) }, financeToken);
    const own = await call<AgreementSaved>(
      'feeAgreements-create',
      { agreement: agreement(clientId, lawsuitId, [exito(2000, ['acordo', 'alvara'])]) },
      financeToken,
    );

    const answer = await callFn(
      'feeAgreements-recordResult',
      { lawsuitId, base: 'acordo', baseAmount: 5_000_000, date: today, description: 'Acordo em audiência' },
      lawyerToken,
    );
    expect(answer.error).toBeUndefined();
    expect(answer.result).toEqual({ agreements: 1 });

    // The lawsuit's own agreement speaks for it; the client's general one is left alone.
    expect(await successesOf(general.agreement.id)).toEqual([]);
    const detail = await call<AgreementDetail>('feeAgreements-get', { id: own.agreement.id }, financeToken);
    expect(detail.successes).toMatchObject([{ base: 'acordo', baseAmount: 5_000_000, date: today, description: 'Acordo em audiência', by: lawyer.uid }]);
    expect(detail.transactions).toMatchObject([{ amount: 1_000_000, dueDate: today, settlement: 'aberto' }]);

    const bell = await call<NotificationPage>('notifications-list', { limit: 50 }, financeToken);
    const notice = bell.items.find((n) => n.kind === 'exito-registrado' && n.link === `/transactions/agreements/${own.agreement.id}`);
    expect(notice?.title).toBe('Honorários de êxito: acordo em ' + (await lawsuitLabel(lawsuitId)));
    expect(notice?.detail).toContain('R$ 10.000,00 sobre R$ 50.000,00');
    expect(notice?.detail).toContain(`registrado por ${lawyer.name}`);
    // The lawyer is not told Financeiro's figures.
    const lawyerBell = await call<NotificationPage>('notifications-list', { limit: 50 }, lawyerToken);
    expect(lawyerBell.items.some((n) => n.kind === 'exito-registrado')).toBe(false);
  });

  it('links the fee of a client-wide agreement to the lawsuit the result was recorded on', async () => {
    const { clientId, lawsuitId } = await clientWithLawsuit();
    const general = await call<AgreementSaved>('feeAgreements-create', { agreement: agreement(clientId, null, [exito(1000, ['sentenca'])]) }, financeToken);
    await call('feeAgreements-recordResult', { lawsuitId, base: 'sentenca', baseAmount: 300_000, date: today, description: null }, lawyerToken);
    const [fee] = (await call<AgreementDetail>('feeAgreements-get', { id: general.agreement.id }, financeToken)).transactions;
    const stored = await call<{ transaction: { lawsuitId: string | null; lawsuitLabel: string | null; amount: number } }>(
      'finance-get',
      { id: fee!.id },
      financeToken,
    );
    expect(stored.transaction).toMatchObject({ lawsuitId, lawsuitLabel: await lawsuitLabel(lawsuitId), amount: 30_000 });
  });

  it('names a result recorded on a lawsuit under segredo, on the client’s general agreement, only to who may see it', async () => {
    const clientId = await freshClient();
    const cnj = nextCnj();
    const secret = await call<{ id: string }>('lawsuits-create', { lawsuit: lawsuitInput(cnj, clientId, { confidential: true }) }, lawyerToken);
    const general = await call<AgreementSaved>('feeAgreements-create', { agreement: agreement(clientId, null, [exito(1000, ['acordo'])]) }, financeToken);
    await call('feeAgreements-recordResult', { lawsuitId: secret.id, base: 'acordo', baseAmount: 200_000, date: today, description: null }, lawyerToken);

    // Financeiro (not a responsible lawyer) reads the result and its fee, never the lawsuit's number.
    const detail = await callFn<AgreementDetail>('feeAgreements-get', { id: general.agreement.id }, financeToken);
    expect(detail.result!.successes).toMatchObject([{ baseAmount: 200_000, lawsuit: { id: secret.id, label: HIDDEN_LAWSUIT_LABEL } }]);
    const listed = await callFn<AgreementDetail[]>('feeAgreements-list', { clientId, status: null }, financeToken);
    expect(listed.status).toBe(200);
    for (const answer of [detail, listed]) expect(JSON.stringify(answer.result)).not.toContain(cnj);
    // The security rules see the lawsuit among the agreement's own (lawsuitIds), so a direct read is refused too (rules-probe).
    const stored = await testStoresOnce((s) => s.documents.get('feeAgreements', general.agreement.id));
    expect(stored!.data.lawsuitIds).toEqual([secret.id]);
  });

  it('refuses a result no vigente agreement covers, and bad input, in pt-BR, storing nothing', async () => {
    const { clientId, lawsuitId } = await clientWithLawsuit();
    const made = await call<AgreementSaved>('feeAgreements-create', { agreement: agreement(clientId, null, [exito(1500, ['sentenca'])]) }, financeToken);

    const uncovered = await callFn(
      'feeAgreements-recordResult',
      { lawsuitId, base: 'acordo', baseAmount: 100_000, date: today, description: null },
      lawyerToken,
    );
    expect(uncovered.error?.details).toMatchObject({ id: 'invalid-state' });
    expect(uncovered.error?.details?.reason).toContain('Nenhum contrato de honorários vigente deste processo prevê êxito sobre acordo');

    const future = await callFn(
      'feeAgreements-recordResult',
      { lawsuitId, base: 'sentenca', baseAmount: 100_000, date: addDays(today, 1), description: null },
      lawyerToken,
    );
    expect(future.status).toBe(400);
    expect(future.error?.details?.fields?.date).toBe('A data não pode estar no futuro');
    const zero = await callFn('feeAgreements-recordResult', { lawsuitId, base: 'sentenca', baseAmount: 0, date: today, description: null }, lawyerToken);
    expect(zero.status).toBe(400);
    expect(zero.error?.details?.fields?.baseAmount).toBeTruthy();
    expect(await successesOf(made.agreement.id)).toEqual([]);

    // Financeiro alone (no Processos) cannot record a lawsuit's result.
    const financeCall = await callFn(
      'feeAgreements-recordResult',
      { lawsuitId, base: 'sentenca', baseAmount: 100_000, date: today, description: null },
      financeToken,
    );
    expect(financeCall.status).toBe(403);
    expect(await successesOf(made.agreement.id)).toEqual([]);
  });
});

/** One read of the stored documents, the store closed after it. */
async function testStoresOnce<T>(read: (s: Stores) => Promise<T>): Promise<T> {
  const stores = await testStores();
  try {
    return await read(stores);
  } finally {
    await stores.documents.close();
  }
}

async function lawsuitLabel(id: string): Promise<string> {
  const l = await call<{ cnj: string | null }>('lawsuits-get', { id }, lawyerToken);
  return l.cnj ?? '';
}
