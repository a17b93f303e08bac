import type { Filter } from './port';

/**
 * Whether a record already read passes a query's equality and `array-contains` filters, as the store would answer
 * them (a filter of any other kind does not pass): for counting, among records in hand, those a count matched.
 */
export function matchesFilters(data: object, where: readonly Filter[]): boolean {
  return where.every((f) => {
    const value = (data as Record<string, unknown>)[f.field];
    return f.op === 'array-contains' ? Array.isArray(value) && value.includes(f.value) : f.op === '==' && value === f.value;
  });
}
