/**
 * Importing lançamentos over HTTP: a small spreadsheet previewed (every refused row with its reason, a lawsuit under
 * segredo refused without naming it, nothing written), imported as a job by Financeiro (open and paid rows, each
 * audited, a paid one with its baixa); the same file again refused as duplicates; undo refused once a lançamento was
 * paid since, naming its line; an unchanged batch undone whole; Financeiro write needed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  COLLECTIONS,
  formatDate,
  importPaymentId,
  importTransactionId,
  officeDate,
  type FinanceImportPreview,
  type ImportJobView,
  type LawsuitRecord,
  type Listed,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { typedStores, type TypedDocumentStore } from '../../functions/src/store/typed';
import { callFn, signIn } from '../support/emulator-client';
import { cnjSource, lawsuitInput } from '../support/records';
import { testStores } from '../support/store';

const finance = SEED_STAFF.find((s) => s.uid === 'staff-camila-souza')!;
const admin = SEED_STAFF.find((s) => s.admin)!;
const lawyer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const cnj = cnjSource(7_500_000 + Math.floor(Math.random() * 90_000), '2025', '0100');
const run = Math.random().toString(36).slice(2, 7);
const HEADER = ['Tipo', 'Descrição', 'Valor', 'Vencimento', 'Cliente', 'CPF/CNPJ', 'Processo', 'Categoria', 'Data do pagamento', 'Valor pago'];
const br = (date: string) => formatDate(date);
const due = addDays(officeDate(), 20);
const paidOn = addDays(officeDate(), -2);
let token: string;
let adminToken: string;
let stores: Stores;
let db: TypedDocumentStore;
let client: { id: string; name: string; document: string };
let open: Listed<LawsuitRecord>;
let secret: Listed<LawsuitRecord>;
let table: string[][];

const request = (rows: string[][], over: Record<string, unknown> = {}) => ({
  source: 'csv',
  fileName: 'lancamentos.csv',
  table: [HEADER, ...rows],
  hasHeader: true,
  mapping: null,
  defaultCategories: { receita: 'Honorários › Contratuais', despesa: 'Outras despesas › Outras' },
  accountId: 'cta-corrente',
  method: 'ted',
  ...over,
});

async function runToEnd(job: ImportJobView): Promise<ImportJobView> {
  let current = job;
  for (let i = 0; i < 20 && (current.status === 'em-andamento' || current.status === 'desfazendo'); i++) {
    const res = await callFn<ImportJobView>('financeImports-advance', { id: current.id, steps: 5 }, token);
    expect(res.error).toBeUndefined();
    current = res.result!;
  }
  return current;
}

const counts = () => Promise.all([db.count(COLLECTIONS.transactions), db.count(COLLECTIONS.payments), db.count(COLLECTIONS.imports)]);

beforeAll(async () => {
  adminToken = await signIn(admin.email, admin.password);
  token = await signIn(finance.email, finance.password);
  stores = await testStores();
  db = typedStores(stores).documents;
  const seeded = (await db.list(COLLECTIONS.clients, { where: [{ field: 'status', op: '==', value: 'ativo' }], limit: 20 })).docs.find((c) => c.data.document)!;
  client = { id: seeded.id, name: seeded.data.name, document: seeded.data.document };
  const lawsuit = async (over: Record<string, unknown> = {}) => {
    const res = await callFn<Listed<LawsuitRecord>>('lawsuits-create', { lawsuit: lawsuitInput(cnj(), client.id, over) }, adminToken);
    expect(res.error).toBeUndefined();
    return res.result!;
  };
  open = await lawsuit();
  secret = await lawsuit({ confidential: true, responsibleLawyerIds: [admin.uid], subject: 'Assunto Sigiloso Pitanga' });
  table = [
    ['A receber', `Honorários iniciais ${run}`, 'R$ 1.500,00', br(due), '', client.document, '', '', '', ''],
    ['despesa', `Custas de distribuição ${run}`, '1234.56', br(due), client.name, '', open.cnj!, 'Custas judiciais', '', ''],
    ['a pagar', `Aluguel do escritório ${run}`, '2.000,00', br(due), '', '', '', 'Aluguel e condomínio', br(paidOn), '1.000,00'],
    ['receita', `Parcela ${run}`, 'mil reais', br(due), '', '', '', '', '', ''],
    ['receita', `Parcela ${run}`, '10,00', '31/02/2027', '', '', '', '', '', ''],
    ['receita', `Consulta ${run}`, '300,00', br(due), 'Cliente Que Não Existe Jamais', '', '', '', '', ''],
    ['receita', `honorários INICIAIS ${run}`, '1500', br(due), client.name, '', '', '', '', ''],
    ['despesa', `Perícia ${run}`, '800,00', br(due), '', '', secret.cnj!, '', '', ''],
  ];
});
afterAll(async () => stores?.documents.close());

describe('import of lançamentos', () => {
  it('previews: each refused row with its reason, a secret lawsuit not named, nothing written', async () => {
    const before = await counts();
    const res = await callFn<FinanceImportPreview>('financeImports-preview', request(table), token);
    expect(res.error).toBeUndefined();
    const p = res.result!;
    expect(p).toMatchObject({ total: 8, valid: 3, receivables: 1, payables: 2, paid: 1, receivableAmount: 150_000, payableAmount: 323_456, problemCount: 5 });
    expect(p.problems.map((x) => [x.line, x.reason])).toEqual([
      [5, 'valor inválido ("mil reais"): use R$ 1.234,56 ou 1234.56, maior que zero'],
      [6, 'vencimento inválido ("31/02/2027"): use DD/MM/AAAA'],
      [7, 'cliente não encontrado: cadastre-o antes em Clientes ou informe o CPF/CNPJ'],
      [8, 'repetido no arquivo (linha 2)'],
      [9, 'não é possível importar para este número CNJ; fale com um administrador do escritório'],
    ]);
    expect(JSON.stringify(p)).not.toMatch(new RegExp(`${secret.id}|Pitanga`));
    expect(p.sample.find((r) => r.line === 3)).toMatchObject({
      kind: 'custas',
      clientId: client.id,
      lawsuitId: open.id,
      categoryName: 'Processuais › Custas judiciais',
    });
    expect(p.sample.find((r) => r.line === 4)).toMatchObject({ kind: 'despesa-escritorio', clientId: null, categoryName: 'Estrutura › Aluguel e condomínio' });
    expect(p.sample.find((r) => r.line === 2)).toMatchObject({ clientName: client.name, categoryDefaulted: true });
    expect(await counts()).toEqual(before);
  });

  it('refuses in pt-BR and stores nothing: paid rows without an account, a mapping without values, no Financeiro write', async () => {
    const before = await counts();
    const noAccount = await callFn('financeImports-start', request(table, { accountId: null }), token);
    expect(noAccount.error?.details?.fields?.accountId).toBe('Escolha a conta ativa por onde passaram os pagamentos das linhas já pagas.');
    const noAmount = await callFn(
      'financeImports-start',
      {
        ...request([]),
        table: [
          ['Tipo', 'Descrição', 'Vencimento'],
          ['receita', 'X', br(due)],
        ],
      },
      token,
    );
    expect(noAmount.error?.details?.fields?.['mapping.amount']).toBe('Escolha a coluna do valor.');
    const refused = await callFn('financeImports-start', request(table), await signIn(lawyer.email, lawyer.password));
    expect(refused.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('imports as a job, paid rows with their baixa, audited; duplicates refused again; undo refused after a payment; undo', async () => {
    const started = await callFn<ImportJobView>('financeImports-start', request(table), token);
    expect(started.error).toBeUndefined();
    const job = await runToEnd(started.result!);
    expect(job).toMatchObject({ kind: 'finance', status: 'concluida', counts: { total: 8, planned: 3, imported: 3, skipped: 5 } });
    const fee = (await db.get(COLLECTIONS.transactions, importTransactionId(job.id, 2)))!;
    expect(fee.data).toMatchObject({
      type: 'receita',
      kind: 'honorarios-fixos',
      amount: 150_000,
      dueDate: due,
      clientId: client.id,
      settlement: 'aberto',
      openAmount: 150_000,
    });
    const rent = (await db.get(COLLECTIONS.transactions, importTransactionId(job.id, 4)))!.data;
    expect(rent).toMatchObject({ amount: 200_000, paidAmount: 100_000, openAmount: 100_000, settlement: 'parcial', clientId: null });
    const baixa = (await db.get(COLLECTIONS.payments, importPaymentId(job.id, 4)))!.data;
    expect(baixa).toMatchObject({ kind: 'baixa', accountId: 'cta-corrente', date: paidOn, amount: 100_000, signedAmount: -100_000, method: 'ted' });
    const audit = await db.list(COLLECTIONS.audit, { where: [{ field: 'action', op: '==', value: 'financeImports.transaction' }], limit: 200 });
    const mine = audit.docs.filter((d) => d.data.actor === finance.uid && (d.data.recordId ?? d.data.entityId).includes(job.id));
    expect(mine).toHaveLength(3);

    const again = (await callFn<FinanceImportPreview>('financeImports-preview', request(table), token)).result!;
    expect(again.valid).toBe(0);
    // The three imported, and line 8 (the same as line 2) now already in the office too.
    expect(again.problems.filter((x) => x.reason.startsWith('lançamento já cadastrado')).map((x) => x.line)).toEqual([2, 3, 4, 8]);

    // Undo refused once a lançamento was paid, naming its line; nothing deleted.
    const paid = await callFn(
      'finance-pay',
      { id: fee.id, expectedVersion: fee.version, payment: { date: officeDate(), amount: 150_000, accountId: 'cta-corrente', method: 'pix' } },
      token,
    );
    expect(paid.error).toBeUndefined();
    const refused = await callFn('financeImports-undo', { id: job.id, expectedVersion: job.version }, token);
    expect(refused.error?.details?.fields?._).toContain(
      `o lançamento da linha 2 (Honorários iniciais ${run}, R$ 1.500,00, vencimento ${br(due)}) foi alterado`,
    );
    expect(await db.get(COLLECTIONS.transactions, importTransactionId(job.id, 4))).not.toBeNull();

    // An unchanged batch, a paid row included, is undone whole: lançamento and baixa.
    const single = await runToEnd(
      (await callFn<ImportJobView>('financeImports-start', request([['despesa', `Cartório ${run}`, '55,00', br(due), '', '', '', '', br(paidOn), '']]), token))
        .result!,
    );
    expect(single.counts.imported).toBe(1);
    expect(await db.get(COLLECTIONS.payments, importPaymentId(single.id, 2))).not.toBeNull();
    const undo = await callFn<ImportJobView>('financeImports-undo', { id: single.id, expectedVersion: single.version }, token);
    expect(undo.error).toBeUndefined();
    expect(await runToEnd(undo.result!)).toMatchObject({ status: 'desfeita', counts: { undone: 1 } });
    expect(await db.get(COLLECTIONS.transactions, importTransactionId(single.id, 2))).toBeNull();
    expect(await db.get(COLLECTIONS.payments, importPaymentId(single.id, 2))).toBeNull();
    // A finance job is not a lawsuit import: the lawsuits' operations do not know it.
    expect((await callFn('imports-get', { id: single.id }, adminToken)).error?.details?.id).toBe('not-found');
  }, 60_000);
});
