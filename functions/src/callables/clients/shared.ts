import {
  clientInput,
  COLLECTIONS,
  fieldErrors,
  MAX_IMPORT_ROWS,
  parseCsv,
  prefixEnd,
  clientKeys,
  matchesWords,
  queryWords,
  searchKey,
  searchTarget,
  type CallParsed,
  type ClientRecord,
  type ClientValues,
  type ImportRowProblem,
} from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import type { Filter, OrderBy } from '../../store/port';
import type { TypedReader } from '../../store/typed';

/** The stored record for what the form sent. */
export function toClientRecord(values: ClientValues, ctx: CallableContext, createdBy: string): ClientRecord {
  const pf = values.kind === 'pf';
  // Spread first, so a field added to the schema is stored without touching this function.
  return {
    ...values,
    ...clientKeys({ name: values.name, tradeName: pf ? null : values.tradeName }),
    rg: pf ? values.rg : null,
    rgIssuer: pf ? values.rgIssuer : null,
    rgUf: pf ? values.rgUf : null,
    birthDate: pf ? values.birthDate : null,
    nationality: pf ? values.nationality : null,
    profession: pf ? values.profession : null,
    maritalStatus: pf ? values.maritalStatus : null,
    gender: pf ? values.gender : null,
    tradeName: pf ? null : values.tradeName,
    legalRepresentative: pf ? null : values.legalRepresentative,
    emails: values.emails.map((e) => e.toLowerCase()),
    tags: [...new Set(values.tags)],
    createdBy,
    updatedBy: ctx.uid,
  };
}

export const DUPLICATE_DOCUMENT = { document: 'Já existe um cliente com este CPF/CNPJ no escritório.' };

/**
 * The refusal of a CPF/CNPJ another client holds, naming that client and giving its id for a link: whoever
 * writes clients reads them (Clientes), so naming the holder tells them nothing they could not read.
 */
export async function duplicateDocument(ctx: CallableContext, document: string): Promise<Error> {
  const key = await ctx.stores.documents.get(COLLECTIONS.clientDocuments, document);
  const holder = key ? await ctx.stores.documents.get(COLLECTIONS.clients, key.data.clientId) : null;
  if (!holder) return appError('already-exists', { fields: DUPLICATE_DOCUMENT });
  return appError('already-exists', {
    fields: { document: `Já existe um cliente com este CPF/CNPJ no escritório: ${holder.data.name}.` },
    holder: { id: holder.id, name: holder.data.name },
  });
}

/** Schema field → the CSV column a person sees, so reasons point at their spreadsheet. */
const COLUMN_OF: Record<string, string> = {
  name: 'nome',
  kind: 'tipo',
  document: 'documento',
  emails: 'email',
  phones: 'telefone',
  address: 'endereço',
  status: 'situacao',
  tags: 'etiquetas',
  notes: 'observacoes',
};
const columnOf = (field: string) => COLUMN_OF[field.split('.')[0] ?? ''] ?? field;

const yes = (v: string) => ['sim', 's', 'yes', 'y', 'true', '1', 'x'].includes(searchKey(v));
const KIND: Record<string, 'pf' | 'pj'> = { pf: 'pf', pj: 'pj', fisica: 'pf', 'pessoa fisica': 'pf', juridica: 'pj', 'pessoa juridica': 'pj' };

interface Analysis {
  total: number;
  rows: { line: number; values: ClientValues }[];
  invalid: ImportRowProblem[];
}

/**
 * Reads and checks every row: the same schema as the form, duplicates in the file and in the office.
 * `reader` is the import's transaction (or the store, for the preview).
 */
export async function analyseImport(ctx: CallableContext, reader: TypedReader, csv: string): Promise<Analysis> {
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
      emails: cell(row, 'email')
        ? cell(row, 'email')
            .split(/[,;\s]+/)
            .filter(Boolean)
        : [],
      phones: cell(row, 'telefone') ? [{ number: cell(row, 'telefone'), whatsapp: yes(cell(row, 'whatsapp')) }] : [],
      address: hasAddress
        ? {
            cep: cell(row, 'cep'),
            street: cell(row, 'logradouro'),
            number: cell(row, 'numero') || 'S/N',
            complement: cell(row, 'complemento'),
            district: cell(row, 'bairro'),
            city: cell(row, 'cidade'),
            state: cell(row, 'uf').toUpperCase(),
          }
        : null,
      notes: cell(row, 'observacoes'),
      tags: cell(row, 'etiquetas')
        ? cell(row, 'etiquetas')
            .split(/[,;]+/)
            .map((t) => t.trim())
            .filter(Boolean)
        : [],
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
  const existing = await reader.getMany(
    COLLECTIONS.clientDocuments,
    rows.map((r) => r.values.document),
  );
  const fresh = rows.filter((r, i) => {
    if (!existing[i]) return true;
    invalid.push({ line: r.line, name: r.values.name, reasons: ['documento já cadastrado no escritório'] });
    return false;
  });
  invalid.sort((a, b) => a.line - b.line);
  return { total: data.length, rows: fresh, invalid };
}

type ClientFilters = Omit<CallParsed<'clients-list'>, 'limit' | 'after'>;

export interface ClientQuery {
  where: Filter[];
  orderBy: OrderBy[];
  /** What the store cannot check in the same query (further search words, the tag beside a word); null when nothing. */
  keep: ((client: ClientRecord) => boolean) | null;
}

/**
 * The query behind the list and the CSV export. A search is the prefix of a CPF/CNPJ, or words: each must
 * begin a word of the name or trade name ("ferreira", "vale verde"), accent- and case-insensitive; one
 * letter is a prefix of the whole name. Filters by status, tag and responsible lawyer.
 */
export function clientQuery(input: ClientFilters): ClientQuery {
  const where: Filter[] = [];
  if (input.status) where.push({ field: 'status', op: '==', value: input.status });
  if (input.responsibleLawyerId) where.push({ field: 'responsibleLawyerId', op: '==', value: input.responsibleLawyerId });
  const direction = input.sort === 'name-desc' ? 'desc' : 'asc';
  let orderBy: OrderBy[] = [{ field: 'nameKey', direction }];
  const tag = input.tag ?? null;
  const term = input.search?.trim();
  const target = term ? searchTarget(term) : null;
  const words = term && target?.field === 'nameKey' ? queryWords(term) : [];
  if (words.length > 0) {
    // One array-contains per query (Firestore's rule): the longest word; the others, and the tag, are checked on its matches.
    const [first, ...rest] = words;
    where.push({ field: 'searchWords', op: 'array-contains', value: first ?? '' });
    const keep = rest.length > 0 || tag ? (c: ClientRecord) => matchesWords(c.searchWords, rest) && (!tag || c.tags.includes(tag)) : null;
    return { where, orderBy, keep };
  }
  if (tag) where.push({ field: 'tags', op: 'array-contains', value: tag });
  if (target) {
    const { field, prefix } = target;
    where.push({ field, op: '>=', value: prefix }, { field, op: '<', value: prefixEnd(prefix) });
    // A range filter orders by its own field first (Firestore's rule, kept by both stores).
    orderBy = [{ field, direction }];
  }
  return { where, orderBy, keep: null };
}
