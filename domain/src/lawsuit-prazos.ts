/**
 * The Processos list's projection of each lawsuit: how many open prazos it has ("Processos sem prazo aberto"),
 * its next open prazo and its last andamento, kept beside the lawsuit (not on it: a field on the lawsuit
 * would bump its version with every agenda write and turn the next edit of the lawsuit into a false
 * conflict). One `lawsuitPrazos/<lawsuitId>` per lawsuit, written in the same transaction as every agenda,
 * andamento and lawsuit write, with the lawsuit's fields the list filters and sorts by.
 */
import type { EventRecord } from './agenda';
import type { CalendarDate } from './dates';
import type { LawsuitRecord, LawsuitStatus } from './lawsuits';
import type { MovementRecord } from './records';
import { EVERYONE, type Viewer } from './lawsuit-secrecy';

/** The earliest open prazo of a lawsuit (by fatal date), as the list shows it. */
export interface NextPrazo {
  eventId: string;
  fatalDate: CalendarDate;
  internalDate: CalendarDate | null;
  title: string;
}

/** The latest andamento of a lawsuit the timeline shows (hidden imports left out). */
export interface LastMovement {
  movementId: string;
  at: string;
  description: string;
}

/** What the list shows of a lawsuit beyond the lawsuit itself. */
export interface LawsuitListExtras {
  nextPrazo: NextPrazo | null;
  lastMovement: LastMovement | null;
}

export interface LawsuitPrazosRecord {
  lawsuitStatus: LawsuitStatus;
  /** Open agenda entries of kind prazo linked to the lawsuit. */
  openPrazos: number;
  /** Active with no open prazo: what the list asks for, as one field (one equality, half the indexes). */
  withoutOpenPrazo: boolean;
  subjectKey: string;
  clientNameKey: string;
  /** Every client of the lawsuit (the list's client filter is an array-contains). */
  clientIds: string[];
  tribunal: string | null;
  responsibleLawyerIds: string[];
  /** The lawsuit's audience (segredo de justiça), so "sem prazo aberto" hides what the list hides; absent on projections written before it. */
  audience?: string[];
  /** Absent on projections written before the list showed them: the next write or the start-up rebuild fills them. */
  nextPrazo?: NextPrazo | null;
  lastMovement?: LastMovement | null;
}

export function lawsuitPrazosView(l: LawsuitRecord, openPrazos: number, extras: LawsuitListExtras): LawsuitPrazosRecord {
  return {
    ...extras,
    lawsuitStatus: l.status,
    openPrazos,
    withoutOpenPrazo: l.status === 'ativo' && openPrazos === 0,
    subjectKey: l.subjectKey,
    clientNameKey: l.clientNameKey,
    clientIds: l.clientIds,
    tribunal: l.tribunal,
    responsibleLawyerIds: l.responsibleLawyerIds,
    audience: l.audience,
  };
}

/** The lawsuit an entry counts as an open prazo for, if it does. */
export function openPrazoOf(e: Pick<EventRecord, 'kind' | 'status' | 'lawsuitId'> | null): string | null {
  return e && e.kind === 'prazo' && e.status === 'aberto' ? e.lawsuitId : null;
}

/** How a write of an entry changes the open-prazo counts: +1 / −1 per lawsuit, none when it stays put. */
export function openPrazoChanges(before: EventRecord | null, after: EventRecord | null): Map<string, number> {
  const changes = new Map<string, number>();
  const was = openPrazoOf(before);
  const is = openPrazoOf(after);
  if (was === is) return changes;
  if (was) changes.set(was, -1);
  if (is) changes.set(is, 1);
  return changes;
}

/** Open prazos per lawsuit, counted from the entries themselves: the seed and a rebuild start from this. */
export function countOpenPrazos(events: Iterable<EventRecord>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of events) {
    const id = openPrazoOf(e);
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/**
 * The Processos list's header for the whole office — lawsuits per status, and active ones without an open
 * prazo — kept in one document (`lawsuitCounts/all`) that every projection write adjusts in its own
 * transaction, so the unfiltered list reads one document instead of counting the collection. Filtered lists
 * still count (their matches, not the collection).
 */
/** Lawsuits per status, and active ones without an open prazo. */
export interface StatusCounts {
  byStatus: Record<LawsuitStatus, number>;
  withoutOpenPrazo: number;
}

export interface LawsuitCountsRecord extends StatusCounts {
  /**
   * Of the lawsuits under segredo de justiça: their counts, and each responsible lawyer's share, so anyone's
   * counts are the office's less the secret ones not theirs (visibleLawsuitCounts), from this one document.
   * Absent on a counts document written before segredo de justiça (the start-up rebuild fills it).
   */
  secret?: { all: StatusCounts; byLawyer: Record<string, StatusCounts> };
}

export const LAWSUIT_COUNTS_ID = 'all';

const noCounts = (): StatusCounts => ({ byStatus: { ativo: 0, suspenso: 0, arquivado: 0, encerrado: 0 }, withoutOpenPrazo: 0 });

function addStatus(counts: StatusCounts, change: StatusCounts, sign = 1): StatusCounts {
  const byStatus = { ...counts.byStatus };
  for (const [status, delta] of Object.entries(change.byStatus) as [LawsuitStatus, number][]) byStatus[status] += sign * delta;
  return { byStatus, withoutOpenPrazo: counts.withoutOpenPrazo + sign * change.withoutOpenPrazo };
}

const isZero = (c: StatusCounts) => c.withoutOpenPrazo === 0 && Object.values(c.byStatus).every((n) => n === 0);

/** A projection of a lawsuit under segredo (one from before the field existed is not). */
const isConfidentialView = (v: LawsuitPrazosRecord) => v.audience !== undefined && !v.audience.includes(EVERYONE);

/** How the counts change when a lawsuit's projection goes from `before` to `after` (null: absent). */
export function lawsuitCountsChange(before: LawsuitPrazosRecord | null, after: LawsuitPrazosRecord | null): LawsuitCountsRecord {
  const change: Required<LawsuitCountsRecord> = { ...noCounts(), secret: { all: noCounts(), byLawyer: {} } };
  const apply = (v: LawsuitPrazosRecord, sign: number) => {
    const one: StatusCounts = { ...noCounts(), withoutOpenPrazo: v.withoutOpenPrazo ? 1 : 0 };
    one.byStatus[v.lawsuitStatus] = 1;
    Object.assign(change, addStatus(change, one, sign));
    if (!isConfidentialView(v)) return;
    change.secret.all = addStatus(change.secret.all, one, sign);
    // A secret lawsuit's audience is its responsible lawyers.
    for (const uid of v.audience ?? []) change.secret.byLawyer[uid] = addStatus(change.secret.byLawyer[uid] ?? noCounts(), one, sign);
  };
  if (before) apply(before, -1);
  if (after) apply(after, 1);
  return change;
}

/** Counts plus a change (a lawyer whose secret counts come to zero leaves the map). */
export function addLawsuitCounts(counts: LawsuitCountsRecord, change: LawsuitCountsRecord): LawsuitCountsRecord {
  const secret = counts.secret ?? { all: noCounts(), byLawyer: {} };
  const deltas = change.secret?.byLawyer ?? {};
  const uids = new Set([...Object.keys(secret.byLawyer), ...Object.keys(deltas)]);
  const byLawyer = Object.fromEntries(
    [...uids].flatMap((uid) => {
      const sum = addStatus(secret.byLawyer[uid] ?? noCounts(), deltas[uid] ?? noCounts());
      return isZero(sum) ? [] : [[uid, sum] as const];
    }),
  );
  return { ...addStatus(counts, change), secret: { all: addStatus(secret.all, change.secret?.all ?? noCounts()), byLawyer } };
}

export const isNoCountsChange = (change: LawsuitCountsRecord): boolean =>
  isZero(change) && (!change.secret || (isZero(change.secret.all) && Object.values(change.secret.byLawyer).every(isZero)));

/**
 * What `viewer` counts: the office's, less the lawsuits under segredo not theirs. Null when the document is
 * from before segredo de justiça (the caller counts instead).
 */
export function visibleLawsuitCounts(counts: LawsuitCountsRecord, viewer: Viewer): StatusCounts | null {
  if (viewer.admin) return { byStatus: counts.byStatus, withoutOpenPrazo: counts.withoutOpenPrazo };
  if (!counts.secret) return null;
  const hidden = addStatus(counts.secret.all, counts.secret.byLawyer[viewer.uid] ?? noCounts(), -1);
  return addStatus(counts, hidden, -1);
}

/** Whether any lawsuit is under segredo (null: the document does not say). */
export function anySecretLawsuit(counts: LawsuitCountsRecord | null): boolean | null {
  return counts?.secret ? !isZero(counts.secret.all) : null;
}

/** The counts of a set of projections, from scratch: the seed and a rebuild start from this. */
export function tallyLawsuitCounts(views: Iterable<LawsuitPrazosRecord>): LawsuitCountsRecord {
  let counts: LawsuitCountsRecord = lawsuitCountsChange(null, null);
  for (const v of views) counts = addLawsuitCounts(counts, lawsuitCountsChange(null, v));
  return counts;
}

/** The earlier of two prazos as the list orders them: fatal date, then id (so every store picks the same one). */
export function earlierPrazo(a: NextPrazo | null, b: NextPrazo | null): NextPrazo | null {
  if (!a || !b) return a ?? b;
  return b.fatalDate < a.fatalDate || (b.fatalDate === a.fatalDate && b.eventId < a.eventId) ? b : a;
}

/** The next open prazo among entries (null: none open). */
export function nextPrazoAmong(entries: Iterable<{ id: string; data: EventRecord }>): NextPrazo | null {
  let next: NextPrazo | null = null;
  for (const { id, data } of entries) {
    if (data.kind !== 'prazo' || data.status !== 'aberto') continue;
    next = earlierPrazo(next, { eventId: id, fatalDate: data.date, internalDate: data.prazo?.internalDate ?? null, title: data.title });
  }
  return next;
}

/** The later of two andamentos: time, then id. */
export function laterMovement(a: LastMovement | null, b: LastMovement | null): LastMovement | null {
  if (!a || !b) return a ?? b;
  return b.at > a.at || (b.at === a.at && b.movementId > a.movementId) ? b : a;
}

/** The last shown andamento among andamentos (null: none). */
export function lastMovementAmong(movements: Iterable<{ id: string; data: MovementRecord }>): LastMovement | null {
  let last: LastMovement | null = null;
  for (const { id, data } of movements) if (!data.hidden) last = laterMovement(last, { movementId: id, at: data.at, description: data.description });
  return last;
}
