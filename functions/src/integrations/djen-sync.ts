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
  RUN_BUDGET_MS,
  djenCertificateUrl,
  djenOabKey,
  mapDjenItem,
  officeDate,
  type DjenPage,
  type IntegrationRunRecord,
  type IntimationRecord,
  type Listed,
  type MappedCommunication,
  type IntegrationRecord,
  type MonitoredOab,
  type RunTrigger,
  readSucceeded,
} from '@office/domain';
import { auditOp } from '../platform/audit';
import { appError } from '../platform/errors';
import type { TypedDocumentStore, TypedWriteOp } from '../store/typed';
import { CourtHttp, courtFailure } from './court-http';
import { addError, BUDGET_REASON, emptyCounts, finishRun, startRun, type RunCounts } from './runs';

export function djenBaseUrl(): string {
  return (process.env.DJEN_URL ?? DJEN_DEFAULT_URL).replace(/\/+$/, '');
}

export function intimationDocId(hash: string): string {
  return `dj-${createHash('sha256').update(hash).digest('hex').slice(0, 32)}`;
}

export function djenHttp(deadline?: number): CourtHttp {
  // Per address the API allows about 20 requests a minute: pace at 2 per second and honour its headers. After a
  // 429 it says Retry-After 1–2 s while its window is a minute: wait the window.
  const windowMs = Number(process.env.DJEN_WINDOW_MS ?? 60_000);
  return new CourtHttp({ minIntervalMs: 500, retries: 3, backoffMs: 2000, windowMs, rateLimitFloorMs: windowMs, deadline });
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
    const response = await http.request(`${djenBaseUrl()}/comunicacao?${params.toString()}`, { headers: { Accept: 'application/json' } });
    const body = (await response.json()) as DjenPage;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- an empty page comes without items
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
  // A transaction carries at most ~3 million characters of text (Firestore commits up to 10 MiB).
  let group: [string, { item: MappedCommunication; ids: number[] }][] = [];
  let size = 0;
  for (const entry of unique.entries()) {
    const length = entry[1].item.text.length + 2000;
    if (size + length > 3_000_000 && group.length) {
      await storeEntries(store, oabKey, group, counts, actor, runId);
      group = [];
      size = 0;
    }
    group.push(entry);
    size += length;
  }
  if (group.length) await storeEntries(store, oabKey, group, counts, actor, runId);
}

async function storeEntries(
  store: TypedDocumentStore,
  oabKey: string,
  entries: [string, { item: MappedCommunication; ids: number[] }][],
  counts: RunCounts,
  actor: string,
  runId: string,
): Promise<void> {
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
      // The office's lawsuit with this number, as Processos has it now (a relink a lawsuit write left for later).
      const lawsuitId = item.cnjDigits ? (lawsuitOf.get(item.cnjDigits) ?? null) : null;
      if (lawsuitId !== before.data.lawsuitId) Object.assign(patch, { lawsuitId, matched: Boolean(lawsuitId) });
      if (Object.keys(patch).length) ops.push({ kind: 'update', collection: COLLECTIONS.intimations, id, expectedVersion: before.version, patch });
    });
    if (created) {
      ops.push(
        auditOp(
          { uid: actor },
          {
            section: 'lawsuits',
            action: 'intimations.import',
            entity: COLLECTIONS.intimations,
            entityId: runId,
            recordId: runId,
            changedFields: ['intimations'],
          },
          fetchedAt,
        ),
      );
    }
    return { ops, result: created };
  });
  counts.created += result;
  counts.duplicates += entries.length - result;
}

function failure(error: unknown): string {
  return courtFailure('DJEN', error, (status) => (status === 403 ? 'o DJEN recusou o acesso (HTTP 403): a API só atende endereços no Brasil' : null));
}

/** Thrown between pages when the run has used its time: it stops cleanly and the next run continues. */
export class RunBudgetSpent extends Error {}

/** The day halfway between two dates (inclusive range), for splitting a range the API would cap. */
function midDay(from: string, to: string): string {
  const days = Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  return addDays(from, Math.floor(days / 2));
}

/**
 * Saves one inscription's progress as soon as it is read to the end (its cursor and its good read), so a run cut
 * short keeps what it did.
 */
async function saveProgress(
  store: TypedDocumentStore,
  key: string,
  day: string | null,
  facets: { tribunals: Set<string>; kinds: Set<string> },
  readAt: string | null,
): Promise<void> {
  await store.transact(async (tx) => {
    const current = await tx.get(COLLECTIONS.integrations, 'djen');
    if (!current) return { ops: [], result: null };
    const patch: Partial<IntegrationRecord> = {
      cursors: day ? { ...current.data.cursors, [key]: day } : current.data.cursors,
      facets: {
        tribunals: [...new Set([...current.data.facets.tribunals, ...facets.tribunals])].sort(),
        kinds: [...new Set([...current.data.facets.kinds, ...facets.kinds])].sort(),
      },
    };
    if (readAt) patch.targets = { ...current.data.targets, [key]: readSucceeded(current.data.targets?.[key], readAt) };
    return { ops: [{ kind: 'update', collection: COLLECTIONS.integrations, id: 'djen', expectedVersion: current.version, patch }], result: null };
  });
}

/**
 * Reads every monitored inscription from its last day read (or `from`) to `to` (default today), the ones
 * read longest ago first. A range whose results exceed the API's cap of 10,000 is split in halves until each
 * fits; a run stops cleanly when its time is up (the daily function is cut at 540 s).
 */
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
  const deadline = Date.now() + RUN_BUDGET_MS;
  const counts = emptyCounts();
  const http = djenHttp(deadline);
  const today = officeDate();
  const to = range.to ?? today;
  const cursors = run.settings.cursors;
  const facets = { tribunals: new Set<string>(), kinds: new Set<string>() };
  const fromOf = (key: string) => range.from ?? cursors[key] ?? addDays(today, -DJEN_FIRST_SYNC_DAYS);
  const oabs = [...run.settings.oabs].sort((a, b) => fromOf(djenOabKey(a.uf, a.number)).localeCompare(fromOf(djenOabKey(b.uf, b.number))));
  counts.targets = oabs.length;
  /** The inscriptions this run could not read to the end, and why: what the inbox's "não sabemos" rests on. */
  const failures: Record<string, string> = {};

  /** One inscription over [from, end]: true when read to the end. */
  const readRange = async (oab: MonitoredOab, key: string, from: string, end: string): Promise<boolean> => {
    let first = true;
    let pages = 0;
    for await (const page of djenPages(http, oab, from, end)) {
      counts.requests = http.requests;
      if (first && page.count > DJEN_RESULT_CAP) {
        if (from === end) {
          addError(
            counts,
            `OAB/${oab.uf} ${oab.number}`,
            `mais de ${DJEN_RESULT_CAP.toLocaleString('pt-BR')} comunicações em ${from}: a API não entrega além disso`,
          );
          return false;
        }
        const mid = midDay(from, end);
        return (await readRange(oab, key, from, mid)) && (await readRange(oab, key, addDays(mid, 1), end));
      }
      first = false;
      pages++;
      const items = page.items.map(mapDjenItem);
      counts.fetched += items.length;
      items.forEach((i) => {
        facets.tribunals.add(i.tribunal);
        facets.kinds.add(i.kind);
      });
      if (items.length) await storePage(store, key, items, counts, startedBy, run.id);
      if (Date.now() > deadline) throw new RunBudgetSpent();
      // The last page the API serves was full: there may be more it will not give (its cap).
      if (pages === DJEN_RESULT_CAP / DJEN_PAGE_SIZE && items.length === DJEN_PAGE_SIZE) {
        addError(counts, `OAB/${oab.uf} ${oab.number}`, `a consulta de ${from} a ${end} passou de ${DJEN_RESULT_CAP.toLocaleString('pt-BR')} comunicações`);
        return false;
      }
    }
    return true;
  };

  try {
    for (const oab of oabs) {
      if (Date.now() > deadline) throw new RunBudgetSpent();
      const key = djenOabKey(oab.uf, oab.number);
      const errorsBefore = counts.errors.length;
      try {
        const complete = await readRange(oab, key, fromOf(key), to);
        // From the last day read to the end next time (it may gain items), or 30 days back the first time.
        await saveProgress(store, key, complete && !range.from && to === today ? today : null, facets, complete ? new Date().toISOString() : null);
        if (complete) counts.read++;
        else failures[key] = counts.errors[errorsBefore]?.message ?? 'a consulta não chegou ao fim';
      } catch (error) {
        counts.requests = http.requests;
        if (error instanceof RunBudgetSpent) throw error;
        const message = failure(error);
        addError(counts, `OAB/${oab.uf} ${oab.number}`, message);
        failures[key] = message;
      }
    }
    return await finishRun(store, run, counts, {}, failures);
  } catch (error) {
    if (error instanceof RunBudgetSpent) {
      counts.stopReason = BUDGET_REASON;
      await saveProgress(store, '', null, facets, null).catch(() => undefined);
      return finishRun(store, run, counts, {}, failures);
    }
    counts.stopReason = 'Erro inesperado durante a sincronização; o que já foi gravado fica.';
    await finishRun(store, run, counts, {}, failures).catch(() => undefined);
    throw error;
  }
}
