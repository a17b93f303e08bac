import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, COLLECTIONS, eventSchedule, internalDateBefore, weekdayOf, type CalendarDate } from '@office/domain';
import type { DocData, DocumentStore, WriteOp } from '../../functions/src/store/port';
import { derivedFieldsMarker, withDerivedFields } from '../lib/derived';
import { rebuildFinanceMonths } from '../../functions/src/entities/finance/finance-rollup';
import { rebuildTimeMonths } from '../../functions/src/entities/timesheet/time-entry-write';
import { rebuildLawsuitProjections } from '../../functions/src/entities/lawsuits/rebuild-projections';
import { typedDocuments } from '../../functions/src/store/typed';
import { resolveDates } from './resolve-dates';
import { agreementLancamentos } from './fee-agreements';
import type { SeedDataSet, SeedRecord } from './types';

type SeedEvent = SeedRecord<'events'>;

export const SEED_FILE = join(import.meta.dirname, '..', '..', 'emulator-data', 'seed', 'office.json');

export function readSeed(now = new Date()): SeedDataSet {
  const resolved = resolveDates(JSON.parse(readFileSync(SEED_FILE, 'utf8')) as SeedDataSet, now);
  return agreementLancamentos(markPastEventsDone(prazosOnWeekdays(resolved), now), now);
}

/** Prefix of the seed's agenda entries left open on purpose, so the overdue flags have something to show. */
export const OVERDUE_ON_PURPOSE = 'evt-atrasado-';

/**
 * The seed's dates are relative to the day it loads, so which entries already happened is only known then:
 * their responsible person concluded them as they ended, as an office keeps its agenda, except the ones
 * left overdue on purpose.
 */
function markPastEventsDone(seed: SeedDataSet, now: Date): SeedDataSet {
  const at = now.toISOString();
  const concluded = (e: SeedEvent): SeedEvent => ({ ...e, status: 'concluido', statusBy: e.ownerId, statusAt: e.endsAt });
  const events = Object.fromEntries(
    Object.entries(seed.events).map(([id, e]) => [id, e.endsAt <= at && !id.startsWith(OVERDUE_ON_PURPOSE) ? concluded(e) : e]),
  );
  return { ...seed, events };
}

const onWeekend = (day: CalendarDate) => weekdayOf(day) === 0 || weekdayOf(day) === 6;

/**
 * A prazo does not fall due on a Saturday or Sunday (CPC art. 224 § 1º moves it on), and nobody plans the
 * internal date of one on a weekend, but the seed's days are relative to the day it loads: a seeded prazo that
 * lands on a weekend is moved back to the Friday before, and an internal date on a weekend (or not before the
 * fatal date) becomes the one the agenda's form suggests.
 */
function prazosOnWeekdays(seed: SeedDataSet): SeedDataSet {
  const events = Object.fromEntries(
    Object.entries(seed.events).map(([id, e]) => {
      if (e.kind !== 'prazo' || !e.prazo) return [id, e];
      const date = onWeekend(e.date) ? addDays(e.date, weekdayOf(e.date) === 6 ? -1 : -2) : e.date;
      const internal = e.prazo.internalDate;
      if (date === e.date && !onWeekend(internal) && internal < date) return [id, e];
      const moved: SeedEvent = {
        ...e,
        date,
        ...eventSchedule({ date, allDay: true, startTime: null, endTime: null }),
        prazo: { ...e.prazo, fatalDate: date, internalDate: internalDateBefore(date) },
      };
      return [id, moved];
    }),
  );
  return { ...seed, events };
}

/** True when the store has no staff records yet: the signal to seed. */
export async function isEmpty(store: DocumentStore): Promise<boolean> {
  return (await store.count(COLLECTIONS.staff)) === 0;
}

/**
 * Loads the seed through the store port (either adapter), in atomic batches.
 * Returns the number of documents written per collection.
 */
export async function loadSeed(store: DocumentStore, seed: SeedDataSet = readSeed()): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const lawyersOf = (id: string) => seed[COLLECTIONS.lawsuits][id]?.responsibleLawyerIds ?? [];
  for (const [collection, docs] of Object.entries(seed) as [string, Record<string, DocData>][]) {
    const ops: WriteOp[] = Object.entries(docs).map(([id, data]) => ({ kind: 'create', collection, id, data: withDerivedFields(collection, data, lawyersOf) }));
    // Firestore caps a transaction at 500 writes.
    for (let i = 0; i < ops.length; i += 400) await store.commit(ops.slice(i, i + 400));
    counts[collection] = ops.length;
  }
  // The seed's derived fields are computed just now, and its projections next: the next start has nothing to bring up to date.
  counts[COLLECTIONS.lawsuitPrazos] = await rebuildLawsuitProjections(typedDocuments(store));
  counts[COLLECTIONS.financeMonths] = await rebuildFinanceMonths(typedDocuments(store));
  counts[COLLECTIONS.timeMonths] = await rebuildTimeMonths(typedDocuments(store));
  await store.commit([derivedFieldsMarker()]);
  return counts;
}
