/**
 * Reading a spreadsheet (.xlsx) in the browser as a table of text cells, with read-excel-file, loaded only when a
 * spreadsheet is chosen (a chunk of its own: the pages that import carry none of it). The first sheet; a date cell
 * becomes DD/MM/YYYY, a number its digits (no exponent, no thousands separator), a boolean "sim" or "não".
 */
import { formatDate } from '@office/domain/dates';

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A date cell is midnight UTC of its day: its calendar date, not the instant in São Paulo (the day before).
  if (value instanceof Date) return formatDate(value.toISOString().slice(0, 10));
  if (typeof value === 'number') return Number.isInteger(value) ? value.toLocaleString('fullwide', { useGrouping: false }) : String(value);
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return typeof value === 'string' ? value.trim() : '';
}

/** The first sheet's rows, blank rows left out. */
export async function readXlsxTable(file: Blob): Promise<string[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  const rows = await readSheet(file);
  return rows.map((r) => r.map(cellText)).filter((r) => r.some((c) => c));
}
