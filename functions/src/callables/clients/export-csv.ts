import { CLIENT_CSV_COLUMNS, COLLECTIONS, formatCep, formatCnpj, formatCpf, formatPhoneBR, toCsv, type ClientRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import type { ListPage } from '../../store/port';
import { clientQuery } from './shared';

const EXPORT_LIMIT = 5000;

/** Clientes: the current search and filters as CSV (";", UTF-8 with BOM), for spreadsheets. */
export default implement('clients-exportCsv', async (ctx, input) => {
  const rows: string[][] = [[...CLIENT_CSV_COLUMNS]];
  const { where, orderBy, keep } = clientQuery(input);
  let after: string | null = null;
  // Same query as the list, page by page: an export reads what it exports, nothing more.
  do {
    const page: ListPage<ClientRecord> = await ctx.stores.documents.list(COLLECTIONS.clients, { where, orderBy, limit: 200, after });
    for (const { data: c } of page.docs) {
      if (keep && !keep(c)) continue;
      rows.push([
        c.name,
        c.kind,
        c.kind === 'pf' ? formatCpf(c.document) : formatCnpj(c.document),
        c.emails.join(', '),
        // As people read them; the import reads these forms back.
        formatPhoneBR(c.phones[0]?.number),
        c.phones[0]?.whatsapp ? 'sim' : 'não',
        formatCep(c.address?.cep),
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
    if (rows.length > EXPORT_LIMIT)
      throw appError('invalid-input', { fields: { _: `A exportação passa de ${EXPORT_LIMIT} clientes. Use filtros para dividi-la.` } });
  } while (after);
  return { csv: toCsv(rows), rows: rows.length - 1 };
});
