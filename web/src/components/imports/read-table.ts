/**
 * A file or a pasted list as the table of text cells the import reads: CSV with the domain's reader (the same as the
 * clients' import), XLSX through lib/spreadsheet.ts (read-excel-file, in a chunk of its own).
 */
import { parseCsv } from '@office/domain/csv';
import { pastedTable } from '@office/domain/imports';
import { readXlsxTable } from '../../lib/spreadsheet';

export type TableSource = 'colar' | 'csv' | 'xlsx';

export interface ReadTable {
  source: TableSource;
  fileName: string | null;
  table: string[][];
}

/** 20 MB: a spreadsheet of 20,000 lawsuits is a few MB; anything larger is not one. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

const trimEmpty = (rows: string[][]) => rows.filter((r) => r.some((c) => c.trim()));

export async function readFileTable(file: File): Promise<ReadTable> {
  if (file.size > MAX_FILE_BYTES) throw new Error('O arquivo passa de 20 MB.');
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) {
    return { source: 'xlsx', fileName: file.name, table: await readXlsxTable(file) };
  }
  if (name.endsWith('.csv') || name.endsWith('.txt')) return { source: 'csv', fileName: file.name, table: trimEmpty(parseCsv(await file.text())) };
  throw new Error('Escolha uma planilha .xlsx ou um arquivo .csv.');
}

export function pastedText(text: string): ReadTable {
  return { source: 'colar', fileName: null, table: pastedTable(text) };
}
