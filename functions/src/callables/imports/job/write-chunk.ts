/**
 * Writing one chunk of an import: its new clients (one transaction), then its lawsuits with the chunk's
 * checkpoint and the job's counts (another). Both through the entity owners, audited as the person who started
 * the import. Ids come from the job and the row (importClientId, importLawsuitId): run twice, nothing doubles.
 */
import {
  bareClientValues,
  COLLECTIONS,
  fieldErrors,
  importClientId,
  lawsuitInput,
  type ClientValues,
  type DatajudSource,
  type ImportChunkRecord,
  type ImportChunkRow,
  type ImportJobRecord,
  type LawsuitInput,
} from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { callerSeesLawsuit } from '../../../platform/lawsuit-visibility';
import type { TypedTransactionReader } from '../../../store/typed';
import { clientWrite, type ClientChange } from '../../../entities/clients/client-write';
import { lawsuitWrite, type LawsuitChange } from '../../../entities/lawsuits/lawsuit-write';
import { toClientRecord } from '../../clients/shared';
import { toLawsuitRecord } from '../../lawsuits/shared';
import { courtFields, type ChunkLookup } from './enrich-chunk';
import { SECRET_NUMBER } from './plan';

/** Refused rows kept on the job for its report; the rest are counted. */
export const MAX_SKIPPED_KEPT = 1000;

const COMPANY = /\b(ltda|s\.?\s?a\.?|eireli|me|epp|mei|cia|associa[cç][aã]o|condom[ií]nio|sindicato|cooperativa|funda[cç][aã]o)\b/i;

/** A client the import creates: what the spreadsheet said of them, nothing more (the office completes it later). */
function newClientValues(name: string, document: string, lawyerId: string, line: number): ClientValues {
  const pj = document ? document.length === 14 : COMPANY.test(name);
  return bareClientValues({
    kind: pj ? 'pj' : 'pf',
    name,
    document,
    emails: [],
    phones: [],
    notes: `Cadastrado pela importação de processos (linha ${line} da planilha).`,
    tags: [],
    status: 'ativo',
    responsibleLawyerId: lawyerId,
  });
}

/**
 * Creates the chunk's clients not yet in the office; answers each new client's key → its id. A client the job
 * created already keeps its id; one someone saved meanwhile with the same CPF/CNPJ is used instead of a copy.
 * Only for rows that will be written: a number someone registered since leaves its row's client uncreated.
 */
export async function createChunkClients(ctx: CallableContext, jobId: string, chunk: ImportChunkRecord): Promise<Map<string, string>> {
  const candidates = chunk.rows.filter((r) => r.match.kind === 'new');
  if (candidates.length === 0) return new Map();
  return ctx.stores.documents.transact(async (tx) => {
    const numbers = await tx.getMany(
      COLLECTIONS.lawsuitNumbers,
      candidates.map((r) => r.digits),
    );
    const wanted = new Map<string, ImportChunkRow>();
    candidates.forEach((row, i) => row.match.kind === 'new' && !numbers[i] && !wanted.has(row.match.key) && wanted.set(row.match.key, row));
    const list = [...wanted.entries()];
    if (list.length === 0) return { ops: [], result: new Map<string, string>() };
    const ids = list.map(([key]) => importClientId(jobId, key));
    const [existing, held, job] = await Promise.all([
      tx.getMany(COLLECTIONS.clients, ids),
      tx.getMany(
        COLLECTIONS.clientDocuments,
        list.map(([, row]) => (row.match.kind === 'new' && row.match.document) || '-'),
      ),
      tx.get(COLLECTIONS.imports, jobId),
    ]);
    const map = new Map<string, string>();
    const created: ClientChange[] = [];
    list.forEach(([key, row], i) => {
      const id = ids[i] ?? '';
      const holder = held[i];
      if (existing[i]) map.set(key, id);
      else if (holder) map.set(key, holder.data.clientId);
      else if (row.match.kind === 'new') {
        created.push({ id, before: null, after: toClientRecord(newClientValues(row.match.name, row.match.document, row.lawyerId, row.line), ctx, ctx.uid) });
        map.set(key, id);
      }
    });
    if (created.length === 0 || !job) return { ops: [], result: map };
    const counts = { ...job.data.counts, clientsCreated: job.data.counts.clientsCreated + created.length };
    return {
      ops: [
        ...(await clientWrite(tx, ctx, { action: 'imports.client' }, created)),
        { kind: 'update', collection: COLLECTIONS.imports, id: jobId, expectedVersion: job.version, patch: { counts } },
      ],
      result: map,
    };
  });
}

/** The lawsuit's form values: the spreadsheet's, then DataJud's, then "Não informado" for what neither says. */
function lawsuitValues(row: ImportChunkRow, clientId: string, sources: readonly DatajudSource[] | undefined): LawsuitInput {
  const court = courtFields(sources ?? []);
  return {
    cnj: row.cnj,
    internalRef: row.folder || null,
    className: court.className ?? 'Não informada',
    subject: row.subject || court.subject || 'Não informado',
    court: court.organ ?? 'Não informado',
    comarca: row.comarca || 'Não informada',
    instance: court.instance,
    filedOn: court.filedOn,
    claimValue: null,
    clients: [{ clientId, role: 'autor' }],
    opposingParties: [],
    responsibleLawyerIds: [row.lawyerId],
    status: 'ativo',
    outcome: null,
    practiceArea: null,
    confidential: false,
  };
}

/**
 * The clients this job created for rows of the chunk that were skipped after all (a number registered meanwhile,
 * an invalid row), which no lawsuit uses: deleted with the chunk's lawsuits, so an import leaves no orphan client.
 */
async function unusedNewClients(tx: TypedTransactionReader, jobId: string, rows: readonly ImportChunkRow[]): Promise<ClientChange[]> {
  const used = new Set(rows.flatMap((r) => (r.outcome === 'importado' && r.match.kind === 'new' ? [r.match.key] : [])));
  const keys = [...new Set(rows.flatMap((r) => (r.outcome === 'ignorado' && r.match.kind === 'new' && !used.has(r.match.key) ? [r.match.key] : [])))];
  const out: ClientChange[] = [];
  for (const key of keys) {
    const id = importClientId(jobId, key);
    const client = await tx.get(COLLECTIONS.clients, id);
    if (!client || client.version !== 1) continue;
    if (await tx.count(COLLECTIONS.lawsuits, [{ field: 'clientIds', op: 'array-contains', value: id }])) continue;
    out.push({ id, before: client.data, after: null, expectedVersion: client.version });
  }
  return out;
}

/** Creates the chunk's lawsuits and marks the chunk written, with the job's counts, in one transaction. */
export async function writeChunkLawsuits(
  ctx: CallableContext,
  jobId: string,
  chunkId: string,
  clients: Map<string, string>,
  lookup: ChunkLookup,
): Promise<void> {
  await ctx.stores.documents.transact(async (tx) => {
    const [chunk, job] = await Promise.all([tx.get(COLLECTIONS.importChunks, chunkId), tx.get(COLLECTIONS.imports, jobId)]);
    if (chunk?.data.state !== 'pendente' || !job) return { ops: [], result: null };
    const held = await tx.getMany(
      COLLECTIONS.lawsuitNumbers,
      chunk.data.rows.map((r) => r.digits),
    );
    const holders = await tx.getMany(
      COLLECTIONS.lawsuits,
      held.flatMap((k) => (k ? [k.data.lawsuitId] : [])),
    );
    const seen = new Map(holders.flatMap((h) => (h ? [[h.id, callerSeesLawsuit(ctx, h.data)] as const] : [])));
    const changes: LawsuitChange[] = [];
    const rows: ImportChunkRow[] = [];
    for (const [i, row] of chunk.data.rows.entries()) {
      const skip = (reason: string) => rows.push({ ...row, outcome: 'ignorado', reason, datajud: null });
      const clientId = row.match.kind === 'existing' ? row.match.clientId : clients.get(row.match.key);
      const holder = held[i];
      // A lawsuit under segredo the starter may not see is not said to exist, as in the preview (plan.ts).
      if (holder) skip(seen.get(holder.data.lawsuitId) === false ? SECRET_NUMBER : 'número cadastrado no escritório depois da conferência');
      else if (!clientId) skip('o cliente não pôde ser cadastrado');
      else {
        const parsed = lawsuitInput.safeParse(lawsuitValues(row, clientId, lookup.found.get(row.digits)));
        if (!parsed.success) skip(Object.values(fieldErrors(parsed.error)).join('; '));
        else {
          try {
            changes.push({ id: row.lawsuitId, before: null, after: await toLawsuitRecord(parsed.data, tx, ctx, ctx.uid) });
            rows.push({ ...row, outcome: 'importado', reason: null, datajud: lookup.status(row.digits) });
          } catch (error) {
            skip(
              error instanceof Error && 'details' in error
                ? Object.values((error.details as { fields?: Record<string, string> }).fields ?? {}).join('; ') || error.message
                : 'erro ao gravar',
            );
          }
        }
      }
    }
    const orphans = await unusedNewClients(tx, jobId, rows);
    const done = rows.filter((r) => r.outcome === 'importado');
    const skipped = rows.filter((r) => r.outcome === 'ignorado');
    const c = job.data.counts;
    const patch: Partial<ImportJobRecord> = {
      writtenChunks: job.data.writtenChunks + 1,
      counts: {
        ...c,
        imported: c.imported + done.length,
        skipped: c.skipped + skipped.length,
        enriched: c.enriched + done.filter((r) => r.datajud === 'encontrado').length,
        notFound: c.notFound + done.filter((r) => r.datajud !== 'encontrado').length,
        clientsCreated: c.clientsCreated - orphans.length,
      },
      skippedRows: [...job.data.skippedRows, ...skipped.map((r) => ({ line: r.line, cnj: r.cnj, reason: r.reason ?? '' }))].slice(0, MAX_SKIPPED_KEPT),
    };
    return {
      ops: [
        ...(changes.length ? await lawsuitWrite(tx, ctx, { action: 'imports.lawsuit' }, changes) : []),
        ...(orphans.length ? await clientWrite(tx, ctx, { action: 'imports.dropClient' }, orphans) : []),
        { kind: 'update', collection: COLLECTIONS.importChunks, id: chunkId, expectedVersion: chunk.version, patch: { state: 'gravado', rows } },
        { kind: 'update', collection: COLLECTIONS.imports, id: jobId, expectedVersion: job.version, patch },
      ],
      result: null,
    };
  });
}
