/**
 * Whole numbers written out in Portuguese, as court texts write days, dates and hours ("quinze", "vinte e um",
 * "dois mil e vinte e seis", "quatorze"/"catorze"). Works on folded text (lower case, no accents).
 */

const WORD_VALUES: Record<string, number> = {
  zero: 0,
  um: 1,
  uma: 1,
  primeiro: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  quatorze: 14,
  catorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezasseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  cento: 100,
  duzentos: 200,
  duzentas: 200,
  trezentos: 300,
  trezentas: 300,
  quatrocentos: 400,
  quinhentos: 500,
  seiscentos: 600,
  setecentos: 700,
  oitocentos: 800,
  novecentos: 900,
};

const WORD = Object.keys(WORD_VALUES)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** A number in words (with "mil"), as a regular-expression source to embed: "dois mil e vinte e seis". */
export const NUMBER_WORDS = `(?:(?:${WORD})(?:\\s+(?:e\\s+)?(?:${WORD}|mil)\\b)*|mil(?:\\s+(?:e\\s+)?(?:${WORD})\\b)*)`;

/** The value of a number in words, or null when a word is not one: "vinte e um" → 21, "dois mil e vinte e seis" → 2026. */
export function wordsToNumber(words: string): number | null {
  const tokens = words
    .trim()
    .split(/\s+/)
    .filter((t) => t !== 'e');
  if (tokens.length === 0) return null;
  let total = 0;
  let group = 0;
  for (const t of tokens) {
    if (t === 'mil') {
      total += (group || 1) * 1000;
      group = 0;
      continue;
    }
    const v = WORD_VALUES[t];
    if (v === undefined) return null;
    group += v;
  }
  return total + group;
}

/** A number in digits ("1.000", "15") or words, or null. */
export function readNumber(text: string): number | null {
  const t = text.trim();
  if (/^\d{1,3}(?:\.\d{3})*$|^\d+$/.test(t)) return Number(t.replace(/\./g, ''));
  return wordsToNumber(t);
}
