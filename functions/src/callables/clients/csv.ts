import {
  CLIENT_CSV_COLUMNS,
  clientExportInput,
  clientImportInput,
  clientInput,
  fieldErrors,
  formatCnpj,
  formatCpf,
  MAX_IMPORT_ROWS,
  parseCsv,
  searchKey,
  toCsv,
  type ClientRecord,
  type ClientValues,
  type ImportPreview,
  type ImportResult,
  type ImportRowProblem,
} from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { defineCallable, type CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { DocData, ListPage, WriteOp } from '../../store/port';
import { clientQuery } from './list';
import { CLIENT_DOCUMENTS, CLIENTS, toClientRecord } from './shared';

const EXPORT_LIMIT = 5000;

/** Clientes: the current search and filters as CSV (";", UTF-8 with BOM), for spreadsheets. */
export const exportCsv = defineCallable({ policy: { section: 'clients', access: 'read' }, input: clientExportInput }, async (ctx, input): Promise<{ csv: string; rows: number }> => {
  const rows: string[][] = [[...CLIENT_CSV_COLUMNS]];
  let after: string | null = null;
  // Same query as the list, page by page: an export reads what it exports, nothing more.
  do {
    const page: ListPage<ClientRecord & DocData> = await ctx.stores.documents.list<ClientRecord & DocData>(CLIENTS, { ...clientQuery(input), limit: 200, after });
    for (const { data: c } of page.docs) {
      rows.push([
        c.name,
        c.kind,
        c.kind === 'pf' ? formatCpf(c.document) : formatCnpj(c.document),
        c.emails.join(', '),
        c.phones[0]?.number ?? '',
        c.phones[0]?.whatsapp ? 'sim' : 'não',
        c.address?.cep ?? '',
        c.address?.street ?? '',
        c.address?.number ?? '',
        c.address?.complement ?? '',
        c.address?.district ?? '',
        c.address?.city ?? '',
        c.address?.state ?? '',
        c.status,
        c.tags.join(', '),
        c.notes,
      ]);
    }
    after = page.nextCursor;
    if (rows.length > EXPORT_LIMIT) throw appError('invalid-input', { fields: { _: `A exportação passa de ${EXPORT_LIMIT} clientes. Use filtros para dividi-la.` } });
  } while (after);
  return { csv: toCsv(rows), rows: rows.length - 1 };
});

/** Schema field → the CSV column a person sees, so reasons point at their spreadsheet. */
const COLUMN_OF: Record<string, string> = { name: 'nome', kind: 'tipo', document: 'documento', emails: 'email', phones: 'telefone', address: 'endereço', status: 'situacao', tags: 'etiquetas', notes: 'observacoes' };
const columnOf = (field: string) => COLUMN_OF[field.split('.')[0] ?? ''] ?? field;

const yes = (v: string) => ['sim', 's', 'yes', 'y', 'true', '1', 'x'].includes(searchKey(v));
const KIND: Record<string, 'pf' | 'pj'> = { pf: 'pf', pj: 'pj', fisica: 'pf', 'pessoa fisica': 'pf', juridica: 'pj', 'pessoa juridica': 'pj' };

interface Analysis {
  total: number;
  rows: { line: number; values: ClientValues }[];
  invalid: ImportRowProblem[];
}

/** Reads and checks every row: the same schema as the form, duplicates in the file and in the office. */
async function analyse(ctx: CallableContext, csv: string): Promise<Analysis> {
  const [header = [], ...data] = parseCsv(csv);
  // "E-mail", "e-mail" and "email" are the same column; so are "Número" and "numero".
  const columns = header.map((h) => searchKey(h).replace(/[^a-z0-9]/g, ''));
  if (!columns.includes('nome') || !columns.includes('documento')) {
    throw appError('invalid-input', { fields: { csv: 'O arquivo precisa das colunas "nome" e "documento" na primeira linha.' } });
  }
  if (data.length > MAX_IMPORT_ROWS) throw appError('invalid-input', { fields: { csv: `No máximo ${MAX_IMPORT_ROWS} clientes por importação.` } });
  const cell = (row: string[], name: string) => (row[columns.indexOf(name)] ?? '').trim();
  const rows: Analysis['rows'] = [];
  const invalid: ImportRowProblem[] = [];
  const seen = new Map<string, number>();
  data.forEach((row, i) => {
    const line = i + 2;
    const name = cell(row, 'nome');
    const hasAddress = ['cep', 'logradouro', 'cidade'].some((c) => cell(row, c));
    const candidate = {
      kind: KIND[searchKey(cell(row, 'tipo'))] ?? (cell(row, 'documento').replace(/\W/g, '').length > 11 ? 'pj' : 'pf'),
      name,
      document: cell(row, 'documento'),
      emails: cell(row, 'email') ? cell(row, 'email').split(/[,;\s]+/).filter(Boolean) : [],
      phones: cell(row, 'telefone') ? [{ number: cell(row, 'telefone'), whatsapp: yes(cell(row, 'whatsapp')) }] : [],
      address: hasAddress
        ? { cep: cell(row, 'cep'), street: cell(row, 'logradouro'), number: cell(row, 'numero') || 'S/N', complement: cell(row, 'complemento'), district: cell(row, 'bairro'), city: cell(row, 'cidade'), state: cell(row, 'uf').toUpperCase() }
        : null,
      notes: cell(row, 'observacoes'),
      tags: cell(row, 'etiquetas') ? cell(row, 'etiquetas').split(/[,;]+/).map((t) => t.trim()).filter(Boolean) : [],
      status: searchKey(cell(row, 'situacao')) || 'ativo',
      responsibleLawyerId: ctx.uid,
    };
    const parsed = clientInput.safeParse(candidate);
    if (!parsed.success) {
      invalid.push({ line, name, reasons: Object.entries(fieldErrors(parsed.error)).map(([field, message]) => `${columnOf(field)}: ${message}`) });
      return;
    }
    const earlier = seen.get(parsed.data.document);
    if (earlier) {
      invalid.push({ line, name, reasons: [`documento repetido no arquivo (linha ${earlier})`] });
      return;
    }
    seen.set(parsed.data.document, line);
    rows.push({ line, values: parsed.data });
  });
  const existing = await ctx.stores.documents.getMany(CLIENT_DOCUMENTS, rows.map((r) => r.values.document));
  const fresh = rows.filter((r, i) => {
    if (!existing[i]) return true;
    invalid.push({ line: r.line, name: r.values.name, reasons: ['documento já cadastrado no escritório'] });
    return false;
  });
  invalid.sort((a, b) => a.line - b.line);
  return { total: data.length, rows: fresh, invalid };
}

/** Clientes: what an import would do, row by row; writes nothing. */
export const importPreview = defineCallable({ policy: { section: 'clients', access: 'write' }, input: clientImportInput }, async (ctx, input): Promise<ImportPreview> => {
  const a = await analyse(ctx, input.csv);
  return { total: a.total, valid: a.rows.length, invalid: a.invalid };
});

/** Clientes: imports the valid rows (after the person saw the preview); invalid rows are skipped and listed again. */
export const importCsv = defineCallable({ policy: { section: 'clients', access: 'write' }, input: clientImportInput }, async (ctx, input): Promise<ImportResult> => {
  const a = await analyse(ctx, input.csv);
  const now = new Date().toISOString();
  for (let i = 0; i < a.rows.length; i += 100) {
    const ops: WriteOp[] = a.rows.slice(i, i + 100).flatMap(({ values }) => {
      const id = newId('cli');
      const record = toClientRecord(values, ctx, ctx.uid) as unknown as DocData;
      return [
        { kind: 'create', collection: CLIENT_DOCUMENTS, id: values.document, data: { clientId: id } },
        { kind: 'create', collection: CLIENTS, id, data: record },
        auditOp({ at: now, actor: ctx.uid, section: 'clients', action: 'clients.import', entity: CLIENTS, entityId: id, changedFields: changedFields(null, record) }),
      ] satisfies WriteOp[];
    });
    await ctx.stores.documents.commit(ops);
  }
  return { total: a.total, valid: a.rows.length, invalid: a.invalid, imported: a.rows.length };
});
