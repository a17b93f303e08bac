import {
  closureEntry,
  COLLECTIONS,
  courtCalendarOrNational,
  offDayAt,
  MAX_OFFICE_CLOSURES,
  prazoReview,
  reviewable,
  type CalendarEntry,
  type EventRecord,
  type OfficeClosureRecord,
  type PrazoReviewRecord,
} from '@office/domain';
import type { StoredDoc } from '../../store/port';
import type { TypedReader, TypedWriteOp } from '../../store/typed';
import { appError } from '../../platform/errors';
import { forEachPage } from '../../platform/pages';

/** Every closure the office added, as stored (read whole: MAX_OFFICE_CLOSURES bounds it). */
export async function readClosureDocs(reader: TypedReader): Promise<StoredDoc<OfficeClosureRecord>[]> {
  const page = await reader.list(COLLECTIONS.courtClosures, { orderBy: [{ field: 'from' }], limit: MAX_OFFICE_CLOSURES });
  return page.docs;
}

/** The office's closures as the calculator reads them. In a transaction, a closure changed meanwhile makes it run again. */
export async function readOfficeClosures(reader: TypedReader): Promise<CalendarEntry[]> {
  return (await readClosureDocs(reader)).map((d) => closureEntry(d.id, d.data));
}

/** The write that makes `prazoReviews/<id>` say what `want` says (null: no review). */
function reviewOp(id: string, stored: StoredDoc<PrazoReviewRecord> | null, want: PrazoReviewRecord | null): TypedWriteOp | null {
  if (!want) return stored ? { kind: 'delete', collection: COLLECTIONS.prazoReviews, id, expectedVersion: stored.version } : null;
  if (!stored) return { kind: 'create', collection: COLLECTIONS.prazoReviews, id, data: want };
  if (JSON.stringify(stored.data) === JSON.stringify({ ...stored.data, ...want })) return null;
  return { kind: 'update', collection: COLLECTIONS.prazoReviews, id, expectedVersion: stored.version, patch: want };
}

/** For an agenda write: the entry's review, as the calendar now has it (usually none: its computation was just made). */
export async function prazoReviewOps(tx: TypedReader, id: string, after: EventRecord | null): Promise<TypedWriteOp[]> {
  const stored = await tx.get(COLLECTIONS.prazoReviews, id);
  if (!stored && !reviewable(after)) return [];
  const op = reviewOp(id, stored, reviewable(after) ? prazoReview(after, await readOfficeClosures(tx)) : null);
  return op ? [op] : [];
}

/** Most prazos one closure change may flag or clear in its own commit (Firestore takes 500 writes per transaction). */
const MAX_REVIEWS_WRITTEN = 400;

/**
 * For a change of the office's closures (`closures`: all of them after it), over the days `from`–`to` it
 * touched: the reviews of every open computed prazo whose count could cross those days. A prazo whose last
 * day (stored, or flagged as new) is before `from`, or whose trigger is after `to`, cannot change.
 */
export async function reviewsAfterClosureChange(tx: TypedReader, closures: readonly CalendarEntry[], from: string, to: string): Promise<TypedWriteOp[]> {
  const candidates = new Map<string, EventRecord>();
  const reachable = [
    { field: 'kind', op: '==' as const, value: 'prazo' },
    { field: 'status', op: '==' as const, value: 'aberto' },
    { field: 'prazo.calculation.lastDay', op: '>=' as const, value: from },
  ];
  const byLastDay = { where: reachable, orderBy: [{ field: 'prazo.calculation.lastDay' }] };
  await forEachPage(tx, COLLECTIONS.events, byLastDay, (docs) => docs.forEach((d) => candidates.set(d.id, d.data)), 300);
  // Flagged prazos whose stored last day is earlier but whose new one reaches the changed days.
  const flagged = await tx.list(COLLECTIONS.prazoReviews, {
    where: [{ field: 'newLastDay', op: '>=', value: from }],
    orderBy: [{ field: 'newLastDay' }],
    limit: MAX_REVIEWS_WRITTEN + 1,
  });
  const missing = flagged.docs.filter((d) => !candidates.has(d.id)).map((d) => d.id);
  for (const e of await tx.getMany(COLLECTIONS.events, missing)) if (e) candidates.set(e.id, e.data);

  const affected = [...candidates].filter(([, e]) => reviewable(e) && e.prazo.calculation.input.triggerDate <= to);
  const stored = await tx.getMany(
    COLLECTIONS.prazoReviews,
    affected.map(([id]) => id),
  );
  const ops = affected.flatMap(([id, e], i) => {
    const op = reviewOp(id, stored[i] ?? null, prazoReview(e, closures));
    return op ? [op] : [];
  });
  if (ops.length > MAX_REVIEWS_WRITTEN) {
    throw appError('invalid-state', {
      reason: `Esta alteração muda o cálculo de ${ops.length} prazos abertos, mais do que se grava de uma vez (${MAX_REVIEWS_WRITTEN}). Divida-a em períodos menores.`,
    });
  }
  return ops;
}

/**
 * The days an entry's internal date may not fall on: the court of its calculation, else of its lawsuit, else
 * the national days, with the office's own closures (see offDayAt).
 */
export async function internalDateOffDays(
  reader: TypedReader,
  e: Pick<EventRecord, 'lawsuitId' | 'prazo'>,
  /** The office's closures when the caller read them already. */
  closures?: CalendarEntry[],
): Promise<(date: string) => boolean> {
  const fromCalculation = e.prazo?.calculation?.input;
  const lawsuit = !fromCalculation && e.lawsuitId ? await reader.get(COLLECTIONS.lawsuits, e.lawsuitId) : null;
  const ref = fromCalculation ?? { tribunal: lawsuit?.data.tribunal ?? null, comarca: lawsuit?.data.comarca ?? null };
  return offDayAt(courtCalendarOrNational(ref, closures ?? (await readOfficeClosures(reader))));
}
