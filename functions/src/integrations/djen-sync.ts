/**
 * Intimações from the DJEN: for each monitored inscription (`numeroOab` + `ufOab`) and term (`nomeAdvogado`,
 * `nomeParte`, `texto`, each value and variant), `GET /comunicacao` over a range of availability dates, page
 * after page until a short page, each communication stored once whichever term found it first; every term that
 * finds it is added to its `termKeys`. A communication's identity is its hash (a republication gets a new id, the
 * same hash); a cancelled one keeps its record and gains the reason. The API answers only Brazilian addresses
 * (functions run in São Paulo).
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
  captureTargets,
  djenCertificateUrl,
  mapDjenItem,
  officeDate,
  type DjenPage,
  type IntegrationRunRecord,
  type IntimationRecord,
  type Listed,
  type MappedCommunication,
  type IntegrationRecord,
  type CaptureTarget,
  type LawsuitRecord,
  type MonitoredOab,
  type RunTrigger,
  readSucceeded,
} from '@office/domain';
import { auditOp } from '../platform/audit';
import { appError } from '../platform/errors';
import type { TypedDocumentStore, TypedWriteOp } from '../store/typed';
import { CourtHttp, courtFailure } from './court-http';
import { intimationOwners, proposalFields, sameList, termHolders, termKeysOf, type TermHolders } from '../entities/intimations/intimation-derived';
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

/** Every page of one query's communications in [from, to] (an inscription's, a name's, a text's), until a short page. */
export async function* djenPages(http: CourtHttp, query: Record<string, string> | MonitoredOab, from: string, to: string): AsyncGenerator<DjenPage> {
  // An inscription is asked by its number and UF (how callers before terms named a query).
  const filters = 'memberId' in query ? { numeroOab: query.number, ufOab: query.uf } : query;
  for (let page = 1; page <= DJEN_RESULT_CAP / DJEN_PAGE_SIZE; page++) {
    const params = new URLSearchParams({
      ...filters,
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

/** Who is storing a page: the term that found it, the run, and every term's holder (for `owners`). */
interface PageContext {
  target: Pick<CaptureTarget, 'key' | 'oab'>;
  holders: TermHolders;
  actor: string;
  runId: string;
}

type Entry = [string, { item: MappedCommunication; ids: number[] }];

/** Stores one page: new hashes created, known ones counted as duplicates (gaining a new id, term or cancellation). */
async function storePage(store: TypedDocumentStore, page: PageContext, items: MappedCommunication[], counts: RunCounts): Promise<void> {
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
  let group: Entry[] = [];
  let size = 0;
  for (const entry of unique.entries()) {
    const length = entry[1].item.text.length * 2 + 4000;
    if (size + length > 3_000_000 && group.length) {
      await storeEntries(store, page, group, counts);
      group = [];
      size = 0;
    }
    group.push(entry);
    size += length;
  }
  if (group.length) await storeEntries(store, page, group, counts);
}

async function storeEntries(store: TypedDocumentStore, page: PageContext, entries: Entry[], counts: RunCounts): Promise<void> {
  const { target, holders, actor, runId } = page;
  const fetchedAt = new Date().toISOString();
  const digits = [...new Set(entries.map(([, e]) => e.item.cnjDigits).filter((d): d is string => Boolean(d)))];
  const result = await store.transact(async (tx) => {
    const existing = await tx.getMany(
      COLLECTIONS.intimations,
      entries.map(([id]) => id),
    );
    const numbers = await tx.getMany(COLLECTIONS.lawsuitNumbers, digits);
    const lawsuitOf = new Map(digits.map((d, i) => [d, numbers[i]?.data.lawsuitId ?? null]));
    const lawsuitIds = [...new Set([...lawsuitOf.values()].filter((id): id is string => Boolean(id)))];
    const lawsuits = await tx.getMany(COLLECTIONS.lawsuits, lawsuitIds);
    const lawsuitData = new Map<string, LawsuitRecord>(lawsuits.flatMap((l) => (l ? [[l.id, l.data] as const] : [])));
    const ops: TypedWriteOp[] = [];
    let created = 0;
    entries.forEach(([id, { item, ids }], i) => {
      const before = existing[i];
      // The office's lawsuit with this number, as Processos has it now (a relink a lawsuit write left for later).
      const lawsuitId = item.cnjDigits ? (lawsuitOf.get(item.cnjDigits) ?? null) : null;
      const lawsuit = lawsuitId ? (lawsuitData.get(lawsuitId) ?? null) : null;
      if (!before) {
        const termKeys = [target.key];
        const record: IntimationRecord = {
          ...item,
          djenIds: ids,
          oabKeys: target.oab ? [target.key] : [],
          termKeys,
          owners: intimationOwners(termKeys, holders, lawsuit),
          ...proposalFields(item, lawsuit),
          capturedInRun: runId,
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
      if (target.oab && !before.data.oabKeys.includes(target.key)) patch.oabKeys = [...before.data.oabKeys, target.key];
      const keysBefore = termKeysOf(before.data);
      const termKeys = keysBefore.includes(target.key) ? keysBefore : [...keysBefore, target.key];
      if (!before.data.termKeys || termKeys !== keysBefore) patch.termKeys = termKeys;
      if (item.cancelled && !before.data.cancelled) patch.cancelled = item.cancelled;
      const relinked = lawsuitId !== before.data.lawsuitId;
      if (relinked) Object.assign(patch, { lawsuitId, matched: Boolean(lawsuitId) });
      const owners = intimationOwners(termKeys, holders, lawsuit);
      if (!sameList(before.data.owners, owners)) patch.owners = owners;
      // Read again with the lawsuit's data once it is linked, or for the first time on records from before proposals.
      if (relinked || before.data.proposal === undefined) Object.assign(patch, proposalFields(before.data, lawsuit));
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

/** What "Sincronizar agora" says while nothing is monitored. */
export const NOTHING_MONITORED = 'Nenhuma inscrição na OAB nem termo monitorado: inclua ao menos um em Integrações → DJEN.';

/**
 * Reads every monitored inscription and term from its last day read (or `from`) to `to` (default today), the
 * ones read longest ago first; a term with variants is read to the end when each of its values is. A range whose
 * results exceed the API's cap of 10,000 is split in halves until each fits; a run stops cleanly when its time is
 * up (the daily function is cut at 540 s).
 */
export async function runDjen(
  store: TypedDocumentStore,
  trigger: Exclude<RunTrigger, 'processo'>,
  startedBy: string,
  range: { from?: string | null; to?: string | null } = {},
): Promise<Listed<IntegrationRunRecord>> {
  const pre = await store.get(COLLECTIONS.integrations, 'djen');
  if (!captureTargets(pre?.data ?? null).length) throw appError('invalid-state', { fields: { _: NOTHING_MONITORED } });
  const run = await startRun(store, 'djen', trigger, startedBy);
  const deadline = Date.now() + RUN_BUDGET_MS;
  const counts = emptyCounts();
  const http = djenHttp(deadline);
  const today = officeDate();
  const to = range.to ?? today;
  const cursors = run.settings.cursors;
  const facets = { tribunals: new Set<string>(), kinds: new Set<string>() };
  const fromOf = (key: string) => range.from ?? cursors[key] ?? addDays(today, -DJEN_FIRST_SYNC_DAYS);
  const targets = captureTargets(run.settings).sort((a, b) => fromOf(a.key).localeCompare(fromOf(b.key)));
  const holders = await termHolders(store);
  counts.targets = targets.length;
  /** The inscriptions and terms this run could not read to the end, and why: what the inbox's "não sabemos" rests on. */
  const failures: Record<string, string> = {};

  /** One query of a target over [from, end]: true when read to the end. */
  const readRange = async (target: CaptureTarget, query: Record<string, string>, from: string, end: string): Promise<boolean> => {
    let first = true;
    let pages = 0;
    for await (const page of djenPages(http, query, from, end)) {
      counts.requests = http.requests;
      if (first && page.count > DJEN_RESULT_CAP) {
        if (from === end) {
          addError(counts, target.errorTarget, `mais de ${DJEN_RESULT_CAP.toLocaleString('pt-BR')} comunicações em ${from}: a API não entrega além disso`);
          return false;
        }
        const mid = midDay(from, end);
        return (await readRange(target, query, from, mid)) && (await readRange(target, query, addDays(mid, 1), end));
      }
      first = false;
      pages++;
      const items = page.items.map(mapDjenItem);
      counts.fetched += items.length;
      items.forEach((i) => {
        facets.tribunals.add(i.tribunal);
        facets.kinds.add(i.kind);
      });
      if (items.length) await storePage(store, { target, holders, actor: startedBy, runId: run.id }, items, counts);
      if (Date.now() > deadline) throw new RunBudgetSpent();
      // The last page the API serves was full: there may be more it will not give (its cap).
      if (pages === DJEN_RESULT_CAP / DJEN_PAGE_SIZE && items.length === DJEN_PAGE_SIZE) {
        addError(counts, target.errorTarget, `a consulta de ${from} a ${end} passou de ${DJEN_RESULT_CAP.toLocaleString('pt-BR')} comunicações`);
        return false;
      }
    }
    return true;
  };

  try {
    for (const target of targets) {
      if (Date.now() > deadline) throw new RunBudgetSpent();
      const key = target.key;
      const errorsBefore = counts.errors.length;
      try {
        let complete = true;
        // Every value of a term (its variants too) over the same days: the term is read when all are.
        for (const query of target.queries) complete = (await readRange(target, query, fromOf(key), to)) && complete;
        // From the last day read to the end next time (it may gain items), or 30 days back the first time.
        await saveProgress(store, key, complete && !range.from && to === today ? today : null, facets, complete ? new Date().toISOString() : null);
        if (complete) counts.read++;
        else failures[key] = counts.errors[errorsBefore]?.message ?? 'a consulta não chegou ao fim';
      } catch (error) {
        counts.requests = http.requests;
        if (error instanceof RunBudgetSpent) throw error;
        const message = failure(error);
        addError(counts, target.errorTarget, message);
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
