/**
 * What an import of lawsuits would do, row by row, before anything is written: the rows the file's own checks
 * refuse (domain/src/imports.ts), the numbers the office already holds, each row's client (by CPF/CNPJ, else by
 * name, else created) and responsible lawyer (by OAB, else by name, else the default the person chose).
 */
import {
  can,
  COLLECTIONS,
  guessMapping,
  isLawyer,
  layoutKey,
  MAX_PROBLEMS_SHOWN,
  newClientKey,
  oabDigits,
  readImportRows,
  searchKey,
  type CallParsed,
  type ImportMapping,
  type ImportProblem,
  type ImportRowPlan,
  type ImportRowValues,
  type LawsuitImportPreview,
} from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { appError } from '../../../platform/errors';
import { callerReads } from '../../../platform/link-access';
import { callerSeesLawsuit } from '../../../platform/lawsuit-visibility';
import { forEachPage } from '../../../platform/pages';
import { requireLawyers } from '../../../entities/staff/lawyers';
import type { TypedReader } from '../../../store/typed';

export type ImportInput = CallParsed<'imports-preview'>;

export interface ImportPlan {
  header: string[] | null;
  columns: number;
  mapping: ImportMapping;
  layout: string;
  remembered: boolean;
  total: number;
  rows: ImportRowPlan[];
  problems: ImportProblem[];
}

const NO_CLIENTS_READ = 'Para importar processos é preciso ler Clientes: cada processo é vinculado ao seu cliente. Peça esse acesso a um administrador.';
const NO_CLIENTS_WRITE = 'cliente não cadastrado: cadastrar clientes na importação requer permissão de escrita em Clientes';
export const SECRET_NUMBER = 'não é possível importar este número CNJ; fale com um administrador do escritório';

/** getMany in slices the stores take comfortably. */
async function getAll<N extends 'lawsuitNumbers' | 'clientDocuments' | 'lawsuits'>(reader: TypedReader, collection: N, ids: readonly string[]) {
  const out = [];
  for (let i = 0; i < ids.length; i += 300) out.push(...(await reader.getMany(collection, ids.slice(i, i + 300))));
  return out;
}

/** The office's lawyers by name and by OAB number (the team's inscriptions of members with an account). */
async function lawyerIndex(reader: TypedReader): Promise<{ byName: Map<string, string>; byOab: Map<string, string> }> {
  const byName = new Map<string, string>();
  const byOab = new Map<string, string>();
  await forEachPage(reader, COLLECTIONS.staff, {}, (docs) => docs.forEach((d) => isLawyer(d.data) && byName.set(searchKey(d.data.name), d.id)));
  await forEachPage(reader, COLLECTIONS.team, {}, (docs) =>
    docs.forEach((m) => {
      const staffId = m.data.staffId;
      if (!staffId || ![...byName.values()].includes(staffId)) return;
      byName.set(searchKey(m.data.name), staffId);
      m.data.oab.forEach((i) => byOab.set(i.number.replace(/\D/g, ''), staffId));
    }),
  );
  return { byName, byOab };
}

/** The office's clients by name key; a name two clients share maps to null (ambiguous). */
async function clientNames(reader: TypedReader): Promise<Map<string, { id: string; name: string } | null>> {
  const byName = new Map<string, { id: string; name: string } | null>();
  await forEachPage(reader, COLLECTIONS.clients, {}, (docs) =>
    docs.forEach((c) => byName.set(c.data.nameKey, byName.has(c.data.nameKey) ? null : { id: c.id, name: c.data.name })),
  );
  return byName;
}

/** The rows the office already holds a number of, with the reason each is refused. */
async function officeDuplicates(ctx: CallableContext, reader: TypedReader, rows: readonly ImportRowValues[]): Promise<Map<string, string>> {
  const keys = await getAll(
    reader,
    COLLECTIONS.lawsuitNumbers,
    rows.map((r) => r.digits),
  );
  const held = keys.flatMap((k) => (k ? [k] : []));
  const holders = await getAll(
    reader,
    COLLECTIONS.lawsuits,
    held.map((k) => k.data.lawsuitId),
  );
  const out = new Map<string, string>();
  held.forEach((k, i) => {
    const holder = holders[i];
    // A lawsuit under segredo the person may not see is not named, nor said to exist (as lawsuits-create does).
    out.set(k.id, holder && !callerSeesLawsuit(ctx, holder.data) ? SECRET_NUMBER : 'número já cadastrado no escritório');
  });
  return out;
}

/** Reads the file by its mapping and resolves every row against the office; writes nothing. */
export async function planImport(ctx: CallableContext, reader: TypedReader, input: ImportInput): Promise<ImportPlan> {
  if (!callerReads(ctx, 'clients')) throw appError('invalid-input', { fields: { table: NO_CLIENTS_READ } });
  await requireLawyers(reader, [input.defaultLawyerId], 'defaultLawyerId');
  const header = input.hasHeader ? (input.table[0] ?? []) : null;
  const data = input.hasHeader ? input.table.slice(1) : input.table;
  if (data.length === 0) throw appError('invalid-input', { fields: { table: 'O arquivo não tem linhas depois do cabeçalho.' } });
  const columns = Math.max(...input.table.map((r) => r.length));
  const layout = layoutKey(header, columns);
  const saved = input.mapping ? null : await reader.get(COLLECTIONS.importLayouts, layout);
  const mapping = input.mapping ?? saved?.data.mapping ?? guessMapping(header ?? [], data[0]);
  if (mapping.cnj === null) throw appError('invalid-input', { fields: { 'mapping.cnj': 'Escolha a coluna do número CNJ.' } });
  const read = readImportRows(data, mapping, input.hasHeader ? 2 : 1);
  const problems = [...read.problems];
  const duplicates = await officeDuplicates(ctx, reader, read.valid);
  const fresh = read.valid.filter((r) => {
    const reason = duplicates.get(r.digits);
    if (reason) problems.push({ line: r.line, cnj: r.cnj, reason });
    return !reason;
  });
  const documents = await getAll(
    reader,
    COLLECTIONS.clientDocuments,
    fresh.map((r) => r.document || '-'),
  );
  const names = fresh.some((r, i) => !documents[i]) ? await clientNames(reader) : new Map<string, { id: string; name: string } | null>();
  const clientIds = documents.flatMap((d) => (d ? [d.data.clientId] : []));
  const clientDocs = new Map((await reader.getMany(COLLECTIONS.clients, [...new Set(clientIds)])).flatMap((c) => (c ? [[c.id, c.data.name] as const] : [])));
  const lawyers = await lawyerIndex(reader);
  const writesClients = can(ctx.staff?.data.scopes, 'clients', 'write');
  const rows: ImportRowPlan[] = [];
  fresh.forEach((r, i) => {
    const byDocument = documents[i];
    const byName = !byDocument && r.client ? names.get(searchKey(r.client)) : undefined;
    if (byName === null && !r.document) {
      problems.push({ line: r.line, cnj: r.cnj, reason: 'mais de um cliente com este nome: informe o CPF/CNPJ' });
      return;
    }
    let match: ImportRowPlan['match'];
    if (byDocument) match = { kind: 'existing', clientId: byDocument.data.clientId, name: clientDocs.get(byDocument.data.clientId) ?? r.client };
    else if (byName && !r.document) match = { kind: 'existing', clientId: byName.id, name: byName.name };
    else if (!r.client) {
      problems.push({ line: r.line, cnj: r.cnj, reason: 'CPF/CNPJ não cadastrado: informe o nome do cliente para cadastrá-lo' });
      return;
    } else if (!writesClients) {
      problems.push({ line: r.line, cnj: r.cnj, reason: NO_CLIENTS_WRITE });
      return;
    } else match = { kind: 'new', key: newClientKey(r.client, r.document), name: r.client, document: r.document };
    const oab = r.lawyer ? oabDigits(r.lawyer) : null;
    const lawyerId = (oab ? lawyers.byOab.get(oab) : undefined) ?? (r.lawyer ? lawyers.byName.get(searchKey(r.lawyer)) : undefined);
    rows.push({ ...r, client: match.name, match, lawyerId: lawyerId ?? input.defaultLawyerId, lawyerDefaulted: !lawyerId && Boolean(r.lawyer) });
  });
  problems.sort((a, b) => a.line - b.line);
  return { header, columns, mapping, layout, remembered: Boolean(saved), total: data.filter((r) => r.some((c) => c.trim())).length, rows, problems };
}

export function toPreview(plan: ImportPlan): LawsuitImportPreview {
  return {
    header: plan.header,
    columns: plan.columns,
    mapping: plan.mapping,
    remembered: plan.remembered,
    total: plan.total,
    valid: plan.rows.length,
    newClients: new Set(plan.rows.flatMap((r) => (r.match.kind === 'new' ? [r.match.key] : []))).size,
    sample: plan.rows.slice(0, 20),
    problems: plan.problems.slice(0, MAX_PROBLEMS_SHOWN),
    problemCount: plan.problems.length,
  };
}
