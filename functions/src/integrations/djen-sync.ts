/**
 * Intimações from the DJEN: for each monitored inscription, `GET /comunicacao` by `numeroOab` + `ufOab` and a
 * range of availability dates, page after page until a short page, each communication stored once. A
 * communication's identity is its hash (a republication gets a new id, the same hash); a cancelled one keeps
 * its record and gains the reason. The API answers only Brazilian addresses (functions run in São Paulo).
 */
import { createHash } from 'node:crypto';
import {
  addDays,
  COLLECTIONS,
  DJEN_DEFAULT_URL,
  DJEN_FIRST_SYNC_DAYS,
  DJEN_PAGE_SIZE,
  DJEN_RESULT_CAP,
  djenCertificateUrl,
  djenOabKey,
  mapDjenItem,
  officeDate,
  type DjenPage,
  type IntegrationRunRecord,
  type IntimationRecord,
  type Listed,
  type MappedCommunication,
  type MonitoredOab,
  type RunTrigger,
} from '@office/domain';
import { auditOp } from '../platform/audit';
import { appError } from '../platform/errors';
import type { TypedDocumentStore, TypedWriteOp } from '../store/typed';
import { CourtHttp, CourtHttpError } from './court-http';
import { addError, emptyCounts, finishRun, startRun, type RunCounts } from './runs';

export function djenBaseUrl(): string {
  return (process.env.DJEN_URL ?? DJEN_DEFAULT_URL).replace(/\/+$/, '');
}

export function intimationDocId(hash: string): string {
  return `dj-${createHash('sha256').update(hash).digest('hex').slice(0, 32)}`;
}

export function djenHttp(): CourtHttp {
  // Per address the API allows about 20 requests a minute: pace at 2 per second and honour its headers.
  return new CourtHttp({ minIntervalMs: 500, retries: 3, backoffMs: 2000, windowMs: Number(process.env.DJEN_WINDOW_MS ?? 60_000) });
}

/** Every page of one inscription's communications in [from, to], until a short page. */
export async function* djenPages(http: CourtHttp, oab: MonitoredOab, from: string, to: string): AsyncGenerator<DjenPage> {
  for (let page = 1; page <= DJEN_RESULT_CAP / DJEN_PAGE_SIZE; page++) {
    const params = new URLSearchParams({
      numeroOab: oab.number,
      ufOab: oab.uf,
      dataDisponibilizacaoInicio: from,
      dataDisponibilizacaoFim: to,
      pagina: String(page),
      itensPorPagina: String(DJEN_PAGE_SIZE),
    });
    const response = await http.request(`${djenBaseUrl()}/comunicacao?${params}`, { headers: { Accept: 'application/json' } });
    const body = (await response.json()) as DjenPage;
    const items = body.items ?? [];
    yield { ...body, items };
    if (items.length < DJEN_PAGE_SIZE) return;
  }
}

/** Stores one page: new hashes created, known ones counted as duplicates (gaining a new id or a cancellation). */
async function storePage(
  store: TypedDocumentStore,
  oabKey: string,
  items: MappedCommunication[],
  counts: RunCounts,
  actor: string,
  runId: string,
): Promise<void> {
  // Two items of one page may share a hash (a republication): the first stands for both.
  const unique = new Map<string, { item: MappedCommunication; ids: number[] }>();
  for (const item of items) {
    const id = intimationDocId(item.hash);
    const seen = unique.get(id);
    if (seen) {
      seen.ids.push(item.djenId);
      counts.duplicates++;
    } else unique.set(id, { item, ids: [item.djenId] });
  }
  const entries = [...unique.entries()];
  const fetchedAt = new Date().toISOString();
  const digits = [...new Set(entries.map(([, e]) => e.item.cnjDigits).filter((d): d is string => Boolean(d)))];
  const result = await store.transact(async (tx) => {
    const existing = await tx.getMany(
      COLLECTIONS.intimations,
      entries.map(([id]) => id),
    );
    const numbers = await tx.getMany(COLLECTIONS.lawsuitNumbers, digits);
    const lawsuitOf = new Map(digits.map((d, i) => [d, numbers[i]?.data.lawsuitId ?? null]));
    const ops: TypedWriteOp[] = [];
    let created = 0;
    entries.forEach(([id, { item, ids }], i) => {
      const before = existing[i];
      if (!before) {
        const lawsuitId = item.cnjDigits ? (lawsuitOf.get(item.cnjDigits) ?? null) : null;
        const record: IntimationRecord = {
          ...item,
          djenIds: ids,
          oabKeys: [oabKey],
          lawsuitId,
          matched: Boolean(lawsuitId),
          read: false,
          readBy: null,
          readAt: null,
          certificateUrl: djenCertificateUrl(djenBaseUrl(), item.hash),
          prazoEventId: null,
          fetchedAt,
        };
        ops.push({ kind: 'create', collection: COLLECTIONS.intimations, id, data: record });
        created++;
        return;
      }
      const patch: Partial<IntimationRecord> = {};
      const djenIds = [...new Set([...before.data.djenIds, ...ids])];
      if (djenIds.length !== before.data.djenIds.length) patch.djenIds = djenIds;
      if (!before.data.oabKeys.includes(oabKey)) patch.oabKeys = [...before.data.oabKeys, oabKey];
      if (item.cancelled && !before.data.cancelled) patch.cancelled = item.cancelled;
      if (Object.keys(patch).length) ops.push({ kind: 'update', collection: COLLECTIONS.intimations, id, expectedVersion: before.version, patch });
    });
    if (created) {
      ops.push(
        auditOp({
          at: fetchedAt,
          actor,
          section: 'lawsuits',
          action: 'intimations.import',
          entity: COLLECTIONS.intimations,
          entityId: runId,
          recordId: runId,
          changedFields: ['intimations'],
        }),
      );
    }
    return { ops, result: created };
  });
  counts.created += result;
  counts.duplicates += entries.length - result;
}

function failure(error: unknown): string {
  if (error instanceof CourtHttpError) {
    if (error.status === 0) return `DJEN: ${error.message}`;
    if (error.status === 403) return 'o DJEN recusou o acesso (HTTP 403): a API só atende endereços no Brasil';
    if (error.status === 429) return 'o DJEN limitou as consultas (HTTP 429) mesmo após esperar';
    if (error.status >= 500) return `o DJEN falhou (HTTP ${error.status}) mesmo após novas tentativas`;
    return `o DJEN recusou a consulta (HTTP ${error.status})`;
  }
  return 'erro inesperado ao consultar o DJEN';
}

/** Reads every monitored inscription from its last day read (or `from`) to `to` (default today). */
export async function runDjen(
  store: TypedDocumentStore,
  trigger: Exclude<RunTrigger, 'processo'>,
  startedBy: string,
  range: { from?: string | null; to?: string | null } = {},
): Promise<Listed<IntegrationRunRecord>> {
  const pre = await store.get(COLLECTIONS.integrations, 'djen');
  if (!pre?.data.oabs.length) {
    throw appError('invalid-state', { fields: { _: 'Nenhuma inscrição na OAB monitorada: inclua ao menos uma em Integrações → DJEN.' } });
  }
  const run = await startRun(store, 'djen', trigger, startedBy);
  const counts = emptyCounts();
  const http = djenHttp();
  const today = officeDate();
  const to = range.to ?? today;
  const cursors = { ...run.settings.cursors };
  const tribunals = new Set(run.settings.facets.tribunals);
  const kinds = new Set(run.settings.facets.kinds);
  try {
    for (const oab of run.settings.oabs) {
      const key = djenOabKey(oab.uf, oab.number);
      // From the last day read to the end (it may have gained items since), or 30 days back the first time.
      const from = range.from ?? cursors[key] ?? addDays(today, -DJEN_FIRST_SYNC_DAYS);
      try {
        for await (const page of djenPages(http, oab, from, to)) {
          counts.requests = http.requests;
          const items = page.items.map(mapDjenItem);
          counts.fetched += items.length;
          items.forEach((i) => {
            tribunals.add(i.tribunal);
            kinds.add(i.kind);
          });
          if (items.length) await storePage(store, key, items, counts, startedBy, run.id);
        }
        if (!range.from && to === today) cursors[key] = today;
      } catch (error) {
        counts.requests = http.requests;
        addError(counts, `OAB/${oab.uf} ${oab.number}`, failure(error));
      }
    }
    return await finishRun(store, run, counts, { cursors, facets: { tribunals: [...tribunals].sort(), kinds: [...kinds].sort() } });
  } catch (error) {
    counts.stopReason = 'Erro inesperado durante a sincronização; o que já foi gravado fica.';
    await finishRun(store, run, counts).catch(() => undefined);
    throw error;
  }
}
