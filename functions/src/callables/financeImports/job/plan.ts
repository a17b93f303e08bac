/**
 * What an import of lançamentos would do, row by row, before anything is written: the rows the file's own checks
 * refuse (domain/src/finance-imports.ts), each row's client (by CPF/CNPJ, else by name) and lawsuit (by CNJ number;
 * one under segredo out of the person's sight refused without naming it), its category in the plan of accounts (else
 * the default chosen), and the same lançamento already in the office or earlier in the file.
 */
import {
  COLLECTIONS,
  financeDuplicateKey,
  guessFinanceMapping,
  importedKind,
  MAX_PROBLEMS_SHOWN,
  officeDate,
  planCategories,
  readFinanceRows,
  searchKey,
  type CallParsed,
  type CategoryPlan,
  type FinanceImportMapping,
  type FinanceImportPreview,
  type FinanceRowPlan,
  type ImportProblem,
  type TransactionType,
} from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { appError } from '../../../platform/errors';
import { callerReads } from '../../../platform/link-access';
import { callerSeesLawsuit } from '../../../platform/lawsuit-visibility';
import { forEachPage } from '../../../platform/pages';
import { readCategoryPlan } from '../../../entities/finance/category-plan';
import type { TypedReader } from '../../../store/typed';

export type FinanceImportRequest = CallParsed<'financeImports-preview'>;

export interface FinanceImportPlan {
  header: string[] | null;
  columns: number;
  mapping: FinanceImportMapping;
  total: number;
  rows: FinanceRowPlan[];
  problems: ImportProblem[];
}

/** As the lawsuit import says it (imports/job/plan.ts): a lawsuit under segredo out of sight is neither named nor said to exist. */
const SECRET_NUMBER = 'não é possível importar para este número CNJ; fale com um administrador do escritório';
const NO_CLIENTS_READ = 'sem acesso a Clientes para vincular o cliente: peça esse acesso a um administrador';
const NO_LAWSUITS_READ = 'sem acesso a Processos para vincular o processo: peça esse acesso a um administrador';

/** getMany in slices the stores take comfortably. */
async function getAll<N extends 'lawsuitNumbers' | 'clientDocuments' | 'lawsuits' | 'clients'>(reader: TypedReader, collection: N, ids: readonly string[]) {
  const out = [];
  for (let i = 0; i < ids.length; i += 300) out.push(...(await reader.getMany(collection, ids.slice(i, i + 300))));
  return out;
}

/** The office's clients by name key; a name two clients share maps to null (ambiguous). */
async function clientNames(reader: TypedReader): Promise<Map<string, { id: string; name: string } | null>> {
  const byName = new Map<string, { id: string; name: string } | null>();
  await forEachPage(reader, COLLECTIONS.clients, {}, (docs) =>
    docs.forEach((c) => byName.set(c.data.nameKey, byName.has(c.data.nameKey) ? null : { id: c.id, name: c.data.name })),
  );
  return byName;
}

/** A category cell against the plan's active accounts: "Grupo › Conta", or the account's name alone when only one group has it. */
function categoryOf(plan: CategoryPlan, type: TransactionType, text: string): string | null {
  if (!text) return null;
  const key = searchKey(text).replace(/\s*(›|>|\/|-)\s*/g, ' › ');
  const names = planCategories(plan, type);
  const exact = names.find((n) => searchKey(n) === key);
  if (exact) return exact;
  const byAccount = names.filter((n) => searchKey(n.split(' › ')[1] ?? '') === key);
  return byAccount.length === 1 ? (byAccount[0] ?? null) : null;
}

/** The office's lançamentos due on each of `days`, by their duplicate key. */
async function officeKeys(reader: TypedReader, days: readonly string[]): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const day of new Set(days)) {
    await forEachPage(reader, COLLECTIONS.transactions, { where: [{ field: 'dueDate', op: '==', value: day }] }, (docs) =>
      docs.forEach((d) => d.data.settlement !== 'cancelado' && keys.add(financeDuplicateKey(d.data))),
    );
  }
  return keys;
}

/** Reads the file by its mapping and resolves every row against the office; writes nothing. */
export async function planFinanceImport(ctx: CallableContext, reader: TypedReader, input: FinanceImportRequest): Promise<FinanceImportPlan> {
  const { plan } = await readCategoryPlan(reader);
  for (const type of ['receita', 'despesa'] as const) {
    if (!planCategories(plan, type).includes(input.defaultCategories[type]))
      throw appError('invalid-input', {
        fields: { [`defaultCategories.${type}`]: `Escolha uma categoria de ${type === 'receita' ? 'receitas' : 'despesas'} do plano de contas.` },
      });
  }
  const header = input.hasHeader ? (input.table[0] ?? []) : null;
  const data = input.hasHeader ? input.table.slice(1) : input.table;
  if (data.length === 0) throw appError('invalid-input', { fields: { table: 'O arquivo não tem linhas depois do cabeçalho.' } });
  const mapping = input.mapping ?? guessFinanceMapping(header ?? []);
  for (const [field, word] of [
    ['type', 'do tipo (receita ou despesa)'],
    ['description', 'da descrição'],
    ['amount', 'do valor'],
    ['dueDate', 'do vencimento'],
  ] as const) {
    if (mapping[field] === null) throw appError('invalid-input', { fields: { [`mapping.${field}`]: `Escolha a coluna ${word}.` } });
  }
  const read = readFinanceRows(data, mapping, input.hasHeader ? 2 : 1, officeDate());
  if (read.valid.some((r) => r.paid)) {
    const account = input.accountId ? await reader.get(COLLECTIONS.bankAccounts, input.accountId) : null;
    if (!account?.data.active)
      throw appError('invalid-input', { fields: { accountId: 'Escolha a conta ativa por onde passaram os pagamentos das linhas já pagas.' } });
  }
  const problems = [...read.problems];
  const readsClients = callerReads(ctx, 'clients');
  const documents = readsClients
    ? await getAll(
        reader,
        COLLECTIONS.clientDocuments,
        read.valid.map((r) => r.document || '-'),
      )
    : [];
  const names =
    readsClients && read.valid.some((r) => r.client && !r.document) ? await clientNames(reader) : new Map<string, { id: string; name: string } | null>();
  const byDocument = new Map(
    (await getAll(reader, COLLECTIONS.clients, [...new Set(documents.flatMap((d) => (d ? [d.data.clientId] : [])))])).flatMap((c) =>
      c ? [[c.id, c.data.name] as const] : [],
    ),
  );
  const numbers = await getAll(
    reader,
    COLLECTIONS.lawsuitNumbers,
    read.valid.map((r) => r.cnj.replace(/\D/g, '') || '-'),
  );
  const lawsuits = new Map(
    (await getAll(reader, COLLECTIONS.lawsuits, [...new Set(numbers.flatMap((n) => (n ? [n.data.lawsuitId] : [])))])).flatMap((l) =>
      l ? [[l.id, l] as const] : [],
    ),
  );
  const existing = await officeKeys(
    reader,
    read.valid.map((r) => r.dueDate),
  );
  const inFile = new Map<string, number>();
  const rows: FinanceRowPlan[] = [];
  read.valid.forEach((r, i) => {
    const refuse = (reason: string) => problems.push({ line: r.line, cnj: r.cnj, reason });
    let clientId: string | null = null;
    let clientName: string | null = null;
    if (r.client || r.document) {
      if (!readsClients) return refuse(NO_CLIENTS_READ);
      const doc = documents[i];
      const named = !r.document && r.client ? names.get(searchKey(r.client)) : undefined;
      if (doc) [clientId, clientName] = [doc.data.clientId, byDocument.get(doc.data.clientId) ?? r.client];
      else if (named === null) return refuse('mais de um cliente com este nome: informe o CPF/CNPJ');
      else if (named) [clientId, clientName] = [named.id, named.name];
      else
        return refuse(
          r.document
            ? 'cliente não encontrado com este CPF/CNPJ: cadastre-o antes em Clientes'
            : 'cliente não encontrado: cadastre-o antes em Clientes ou informe o CPF/CNPJ',
        );
    }
    let lawsuitId: string | null = null;
    if (r.cnj) {
      if (!readsClients && !callerReads(ctx, 'lawsuits')) return refuse(NO_LAWSUITS_READ);
      const lawsuit = lawsuits.get(numbers[i]?.data.lawsuitId ?? '');
      if (!lawsuit) return refuse('processo não cadastrado no escritório');
      if (!callerSeesLawsuit(ctx, lawsuit.data)) return refuse(SECRET_NUMBER);
      if (clientId && !lawsuit.data.clientIds.includes(clientId)) return refuse('este processo é de outro cliente');
      lawsuitId = lawsuit.id;
      if (!clientId && lawsuit.data.clientId) {
        // As the lançamento form does: a lawsuit alone links its first client (resolveLinks).
        clientId = lawsuit.data.clientId;
        clientName = null;
      }
    }
    const key = financeDuplicateKey({ clientId, description: r.description, amount: r.amount, dueDate: r.dueDate });
    if (existing.has(key)) return refuse('lançamento já cadastrado (mesmo cliente, descrição, valor e vencimento)');
    const earlier = inFile.get(key);
    if (earlier !== undefined) return refuse(`repetido no arquivo (linha ${earlier})`);
    inFile.set(key, r.line);
    const matched = categoryOf(plan, r.type, r.category);
    rows.push({
      ...r,
      kind: importedKind(r.type, Boolean(clientId || lawsuitId)),
      clientId,
      clientName,
      lawsuitId,
      categoryName: matched ?? input.defaultCategories[r.type],
      categoryDefaulted: !matched,
    });
  });
  problems.sort((a, b) => a.line - b.line);
  return {
    header,
    columns: Math.max(...input.table.map((row) => row.length)),
    mapping,
    total: data.filter((row) => row.some((c) => c.trim())).length,
    rows,
    problems,
  };
}

export function toFinancePreview(plan: FinanceImportPlan): FinanceImportPreview {
  const sum = (type: TransactionType) => plan.rows.filter((r) => r.type === type).reduce((s, r) => s + r.amount, 0);
  return {
    header: plan.header,
    columns: plan.columns,
    mapping: plan.mapping,
    total: plan.total,
    valid: plan.rows.length,
    receivables: plan.rows.filter((r) => r.type === 'receita').length,
    payables: plan.rows.filter((r) => r.type === 'despesa').length,
    paid: plan.rows.filter((r) => r.paid).length,
    receivableAmount: sum('receita'),
    payableAmount: sum('despesa'),
    sample: plan.rows.slice(0, 20),
    problems: plan.problems.slice(0, MAX_PROBLEMS_SHOWN),
    problemCount: plan.problems.length,
  };
}
