/**
 * The office's table of monthly price indexes, which the yearly adjustment of a monthly fee reads: IPCA (IBGE)
 * and IGP-M (FGV), each month's rate with where it was taken from (BCB SGS series 433 and 189 publish both).
 * Lei 10.192/2001 art. 2 allows an adjustment by a price index at most once a year.
 */
import { addMonthsToMonth, formatMonthLabel } from './dates';
import { lineText, z } from './schema';

export const ECONOMIC_INDEXES = ['IPCA', 'IGP-M'] as const;
export type EconomicIndex = (typeof ECONOMIC_INDEXES)[number];
export const ECONOMIC_INDEX_LABELS: Record<EconomicIndex, string> = {
  IPCA: 'IPCA (IBGE)',
  'IGP-M': 'IGP-M (FGV)',
};

/** `settings/<ECONOMIC_INDEXES_ID>`: the whole table, saved at once by an administrator. */
export const ECONOMIC_INDEXES_ID = 'economicIndexes';
/** Thirty years of both indexes. */
export const MAX_INDEX_ROWS = 720;

const monthText = z.string('Mês inválido').regex(/^(19\d\d|20\d\d|2100)-(0[1-9]|1[0-2])$/, 'Informe o mês (mês e ano entre 1900 e 2100)');

/** A monthly rate in basis points of a percent (0,56 % is 56; negative for a deflation, as IGP-M has). */
export const indexRowInput = z
  .object({
    index: z.enum(ECONOMIC_INDEXES, 'Escolha o índice'),
    month: monthText,
    rateBp: z
      .number('Variação inválida')
      .int('Use no máximo duas casas decimais')
      .min(-5000, 'Variação mensal fora do razoável')
      .max(5000, 'Variação mensal fora do razoável'),
    source: lineText(200).min(3, 'Informe a fonte (ex.: BCB SGS 433)'),
  })
  .strict();
export type IndexRow = z.output<typeof indexRowInput>;

export const indexTableInput = z
  .object({
    expectedVersion: z.number('Versão inválida').int().min(0),
    rows: z.array(indexRowInput).max(MAX_INDEX_ROWS, `No máximo ${MAX_INDEX_ROWS} meses`),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rows.forEach((r, i) => {
      const key = `${r.index}:${r.month}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'month'], message: `${r.index} de ${formatMonthLabel(`${r.month}-01`)} aparece duas vezes` });
      seen.add(key);
    });
  });

/** The stored table (`settings/economicIndexes`). */
export interface IndexTableRecord {
  rows: IndexRow[];
  updatedBy: string;
}

export interface IndexTableState {
  rows: IndexRow[];
  /** 0: nothing saved yet. */
  version: number;
}

/** Rows in the order the editor and the table show them: by index, newest month first. */
export function sortedIndexRows(rows: readonly IndexRow[]): IndexRow[] {
  return [...rows].sort((a, b) => a.index.localeCompare(b.index) || b.month.localeCompare(a.month));
}

/** The twelve months an adjustment in `anniversary` accumulates: the year before it ("YYYY-MM"). */
export function adjustmentMonths(anniversary: string): string[] {
  return Array.from({ length: 12 }, (_, i) => addMonthsToMonth(anniversary, i - 12));
}

/**
 * The accumulated factor of `months` of an index, Π(1 + rate), or the months the table lacks. Monthly rates
 * compound (IBGE and FGV publish the accumulated variation the same way).
 */
export function accumulatedFactor(rows: readonly IndexRow[], index: EconomicIndex, months: readonly string[]): { factor: number } | { missing: string[] } {
  const byMonth = new Map(rows.filter((r) => r.index === index).map((r) => [r.month, r.rateBp]));
  const missing = months.filter((m) => !byMonth.has(m));
  if (missing.length > 0) return { missing };
  return { factor: months.reduce((f, m) => f * (1 + (byMonth.get(m) ?? 0) / 10_000), 1) };
}
