/**
 * CSV as Brazilian spreadsheets write it: ";" between fields (a "," list separator is also read when the first
 * line uses it), quotes around fields that need them, UTF-8 with BOM, CRLF line ends. Papa Parse does the quoting.
 *
 * Formula neutralising on export (OWASP "CSV Injection"): a cell that starts like a formula (FORMULA_START) is
 * written with a leading apostrophe, so Excel, LibreOffice and Google Sheets show it as text instead of
 * running it (=HYPERLINK(…), DDE such as +cmd|' /C calc'!A0). Choice: every such cell, with no exceptions for
 * "harmless" ones — "-2+3" looks like a number and is a formula, so negative numbers and "+55…" phones get the
 * apostrophe too; the exports here are text columns (names, notes, documents), not figures anyone sums.
 * parseCsv removes that one apostrophe again (only before one of those characters), so a file exported here
 * imports back unchanged.
 */
import Papa from 'papaparse';

/**
 * A cell a spreadsheet would read as a formula: OWASP's =, +, -, @, tab and carriage return at the start, and also
 * a line feed, a pipe (DDE), the full-width ＝＋－＠ (which some spreadsheets normalise to the ASCII ones), and any of
 * these after leading spaces (LibreOffice trims them before evaluating).
 */
const FORMULA = String.raw`(?:[\t\r\n]|[ \u00A0]*[=+\-@|＝＋－＠])`;
const FORMULA_START = new RegExp(`^${FORMULA}`);
/** The apostrophe toCsv put in front of such a cell. */
const NEUTRALISED = new RegExp(`^'(?=${FORMULA})`);

/** The separator the first line uses: ';' unless it has more ',' than ';'. */
function separatorOf(source: string): ';' | ',' {
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  return (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** Parses CSV text into rows of fields; handles quoted fields with separators, quotes and line breaks; skips blank rows. */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  // Lenient like spreadsheets: a stray quote is kept as text rather than failing the whole file.
  const { data } = Papa.parse<string[]>(source, { delimiter: separatorOf(source), skipEmptyLines: 'greedy' });
  return data.map((row) => row.map((field) => field.replace(NEUTRALISED, '')));
}

/** Rows to CSV text with ";" separators and CRLF line ends, prefixed with a BOM so Excel reads UTF-8; formulas neutralised. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  // Papa Parse's own escapeFormulae: true uses /^[=+\-@\t\r].*$/, which misses a cell with a line break after the
  // formula; this pattern looks at the first character only.
  const body = Papa.unparse(
    rows.map((row) => [...row]),
    { delimiter: ';', newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  return `\uFEFF${body}\r\n`;
}
