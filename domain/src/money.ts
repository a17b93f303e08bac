/** Money is always integer centavos; these helpers are the only place it becomes text. */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function formatBRL(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Centavos must be a safe integer: ${centavos}`);
  // Intl puts a no-break space after "R$"; a plain space copies and tests cleanly.
  return brl.format(centavos / 100).replace(/\u00a0/g, ' ');
}

/**
 * Reads "R$ 1.234,56", "1234,56", "-10" or "1.234" (thousands) into centavos.
 * Returns null for anything else, including more than two decimal places.
 */
export function parseBRL(text: string): number | null {
  const cleaned = text.replace(/R\$|\s|\u00a0/g, '');
  const m = /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(cleaned);
  if (!m) return null;
  const [, sign, intPart = '0', frac = ''] = m;
  const centavos = Number(intPart.replace(/\./g, '')) * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(centavos)) return null;
  return sign ? -centavos : centavos;
}

/** "1234,56": centavos as a figure spreadsheets in pt-BR read as a number (no "R$", no thousands dots). */
export function csvDecimal(centavos: number): string {
  return (centavos / 100).toFixed(2).replace('.', ',');
}

/** "30,00" from basis points (1/100 of a percent): percentages are integers too. */
export function formatPercentBp(bp: number): string {
  return (bp / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
