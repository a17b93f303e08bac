/** São Paulo has had no daylight saving time since 2019: the office day is UTC-3. */
const OFFICE_OFFSET_MS = 3 * 3_600_000;

/** [start, end) of the office's calendar day containing `now`, `days` days ahead, as ISO instants. */
export function officeDayRange(now: Date, days = 0): { start: string; end: string } {
  const local = new Date(now.getTime() - OFFICE_OFFSET_MS);
  const startLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days);
  return { start: new Date(startLocal + OFFICE_OFFSET_MS).toISOString(), end: new Date(startLocal + 86_400_000 + OFFICE_OFFSET_MS).toISOString() };
}

/** The office's calendar date (YYYY-MM-DD) `days` days from `now`. */
export function officeDate(now: Date, days = 0): string {
  return new Date(Date.parse(officeDayRange(now, days).start) - OFFICE_OFFSET_MS).toISOString().slice(0, 10);
}
