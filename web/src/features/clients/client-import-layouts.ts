/**
 * The last column mapping of each spreadsheet layout the clients' import saw, kept in this browser (by the header's
 * words, domain layoutKey). The lawsuits' `importLayouts` memory is written by their import job's transaction and
 * typed to the lawsuit fields; the clients' import has no job, so its memory stays here.
 */
import { CLIENT_CSV_COLUMNS } from '@office/domain/clients';
import type { ClientImportMapping } from '@office/domain/client-import-mapping';
import { layoutKey } from '@office/domain/imports';

const storageKey = (header: readonly string[]) => `clientes-importacao-${layoutKey([...header], header.length)}`;
const isColumn = (value: unknown) => value === null || (CLIENT_CSV_COLUMNS as readonly unknown[]).includes(value);

/** The mapping chosen last time for this header, or null (none, or not readable any more). */
export function rememberedClientMapping(header: readonly string[]): ClientImportMapping | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey(header)) ?? 'null');
    return Array.isArray(saved) && saved.length === header.length && saved.every(isColumn) ? (saved as ClientImportMapping) : null;
  } catch {
    return null;
  }
}

export function rememberClientMapping(header: readonly string[], mapping: ClientImportMapping): void {
  try {
    localStorage.setItem(storageKey(header), JSON.stringify(mapping));
  } catch {
    // A browser that keeps nothing (private mode, storage full) guesses again next time.
  }
}
