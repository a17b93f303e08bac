/**
 * Numbers, amounts and dates written out in Brazilian Portuguese, as contracts and procurações write them
 * ("R$ 1.500,50 (mil e quinhentos reais e cinquenta centavos)", "28 de novembro de 2026").
 */
import { isCalendarDate, type CalendarDate } from './dates';

export type WordGender = 'masculino' | 'feminino';

const UNITS = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove'];
const TEENS = ['dez', 'onze', 'doze', 'treze', 'quatorze', 'quinze', 'dezesseis', 'dezessete', 'dezoito', 'dezenove'];
const TENS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];
const HUNDREDS = ['', 'cento', 'duzentos', 'trezentos', 'quatrocentos', 'quinhentos', 'seiscentos', 'setecentos', 'oitocentos', 'novecentos'];
/** Thousands and up: "mil" does not change; the others are masculine nouns with a plural. */
const SCALES: readonly (readonly [string, string])[] = [
  ['mil', 'mil'],
  ['milhão', 'milhões'],
  ['bilhão', 'bilhões'],
  ['trilhão', 'trilhões'],
];

/** "um"/"uma", "dois"/"duas", "duzentos"/"duzentas": the words that agree with a feminine noun. */
function feminine(word: string): string {
  if (word === 'um') return 'uma';
  if (word === 'dois') return 'duas';
  return word.replace(/entos$/, 'entas');
}

/** 0–999 in words; 100 is "cem", 101 "cento e um". */
function belowThousand(n: number, gender: WordGender): string {
  if (n === 100) return 'cem';
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(HUNDREDS[hundreds] ?? '');
  if (rest >= 20) {
    parts.push(TENS[Math.floor(rest / 10)] ?? '');
    if (rest % 10) parts.push(UNITS[rest % 10] ?? '');
  } else if (rest >= 10) parts.push(TEENS[rest - 10] ?? '');
  else if (rest > 0 || parts.length === 0) parts.push(UNITS[rest] ?? '');
  const words = parts.join(' e ');
  return gender === 'feminino' ? words.split(' ').map(feminine).join(' ') : words;
}

/**
 * A whole number (0 up to trillions) in words: "mil e quinhentos", "dois mil e um", "um milhão duzentos e trinta e
 * quatro mil quinhentos e sessenta e sete". The last group takes "e" when it is below a hundred or whole hundreds.
 * `feminino` agrees with a feminine noun ("duas parcelas", "duzentas e uma"); millions stay masculine.
 */
export function numberInWords(n: number, gender: WordGender = 'masculino'): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return 'zero';
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  if (groups.length > SCALES.length + 1) throw new RangeError(`Too large to write out: ${n}`);
  const spoken = groups.flatMap((value, i) => {
    if (value === 0) return [];
    if (i === 0) return [{ value, words: belowThousand(value, gender) }];
    const [singular, plural] = SCALES[i - 1] ?? ['', ''];
    if (i === 1) return [{ value, words: value === 1 ? 'mil' : `${belowThousand(value, gender)} mil` }];
    return [{ value, words: `${belowThousand(value, 'masculino')} ${value === 1 ? singular : plural}` }];
  });
  // Highest group first; "e" only before the last one said, when it is below 100 or whole hundreds.
  const ordered = spoken.reverse();
  return ordered.map((g, i) => (i > 0 && i === ordered.length - 1 && (g.value < 100 || g.value % 100 === 0) ? `e ${g.words}` : g.words)).join(' ');
}

/**
 * An amount in centavos in words: "mil e quinhentos reais e cinquenta centavos", "um real", "um milhão de reais",
 * "cinquenta centavos", "zero real" never (an amount of nothing reads "zero reais").
 */
export function moneyInWords(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError(`Not an amount in centavos: ${centavos}`);
  const reais = Math.floor(centavos / 100);
  const cents = centavos % 100;
  // Whole millions take "de": "dois milhões de reais", but "um milhão e quinhentos mil reais".
  const of = reais >= 1_000_000 && reais % 1_000_000 === 0 ? ' de' : '';
  const reaisText = reais === 0 ? '' : `${numberInWords(reais)}${of} ${reais === 1 ? 'real' : 'reais'}`;
  const centsText = cents === 0 ? '' : `${numberInWords(cents)} ${cents === 1 ? 'centavo' : 'centavos'}`;
  if (reaisText && centsText) return `${reaisText} e ${centsText}`;
  return reaisText || centsText || 'zero reais';
}

/** "20% (vinte por cento)", "12,5% (doze vírgula cinco por cento)": up to two decimals. */
export function percentInWords(percent: number): string {
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`Not a percentage: ${percent}`);
  const [whole = '0', decimals = ''] = (Math.round(percent * 100) / 100).toString().split('.');
  const decimalWords = decimals ? ` vírgula ${decimals.startsWith('0') ? 'zero ' : ''}${numberInWords(Number(decimals))}` : '';
  const figure = decimals ? `${whole},${decimals}` : whole;
  return `${figure}% (${numberInWords(Number(whole))}${decimalWords} por cento)`;
}

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** "28 de novembro de 2026"; the first day of a month is "1º" (as Brazilian documents date it). */
export function dateInWords(date: CalendarDate): string {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  const [year = '', month = '', day = ''] = date.split('-');
  const d = Number(day);
  return `${d === 1 ? '1º' : d} de ${MONTHS[Number(month) - 1] ?? ''} de ${year}`;
}
