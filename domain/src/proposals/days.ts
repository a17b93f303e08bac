/**
 * A prazo's length as texts write it, on folded text: "no prazo de 15 (quinze) dias", "em 5 dias úteis",
 * "quinze dias", "quinzena", "quinquídio", "48 (quarenta e oito) horas", "prazo legal", "no prazo de lei".
 */
import type { CountingRule } from '../calendar/deadline';
import { NUMBER_WORDS, readNumber } from './numbers';

export interface DaysFound {
  /** Days as written; for hours, whole days that cover them (48 horas → 2). Null for "prazo legal". */
  days: number | null;
  hours: number | null;
  counting: CountingRule | null;
  /** "prazo legal", "no prazo da lei": the act's legal prazo applies. */
  legal: boolean;
  /** "prazo comum" / "prazo sucessivo" as the text says. */
  shared: 'comum' | 'sucessivo' | null;
  index: number;
  end: number;
}

const COUNT = '(?:\\s+(uteis|corridos|corridos e continuos|consecutivos))?';
const FIGURE = `(\\d{1,3})(?:\\s*\\((?:${NUMBER_WORDS})\\))?`;
const WORDS = `(${NUMBER_WORDS})(?:\\s*\\(\\d{1,3}\\))?`;
const AMOUNT = new RegExp(`\\b(?:${FIGURE}|${WORDS})\\s+(dias?|horas?)${COUNT}\\b`, 'g');
const NOUNS: Record<string, number> = { quinzena: 15, quinquidio: 5, decendio: 10, triduo: 3, octidio: 8 };
const NOUN = /\b(quinzena|quinquidio|decendio|triduo|octidio)\b/g;
const LEGAL =
  /\b(?:(?:no |em |dentro do |no seu )?prazo (?:legal|de lei|da lei|previsto em lei|estabelecido em lei|fixado em lei|do art(?:igo)?\.? [\d.]+)|nos termos e prazo da lei)\b/g;

/** Days phrases that are not a prazo to act: dates in words, ages, periods already past, suspensions. */
const NOT_A_PRAZO_AFTER =
  /^\s*(?:do mes|de (?:janeiro|fevereiro|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)|de idade|de atraso|de antecedencia|antes d)/;
const NOT_A_PRAZO_BEFORE =
  /\b(?:ha|ultimos|apos|aos|por mais|por|suspenso por|suspensao por|sobrestado por|arquivado por|aguarde-se|antecedencia (?:minima )?de|com antecedencia de|minimo de|maximo de|superior a|inferior a)\s*$/;

function countingOf(word: string | undefined): CountingRule | null {
  if (!word) return null;
  return word === 'uteis' ? 'uteis' : 'corridos';
}

function sharedAround(folded: string, index: number): DaysFound['shared'] {
  const before = folded.slice(Math.max(0, index - 30), index);
  if (/sucessiv/.test(before) || /^\S*\s*(?:\S+\s+){0,3}sucessiv/.test(folded.slice(index, index + 40))) return 'sucessivo';
  if (/\bcomum\b/.test(before)) return 'comum';
  return null;
}

/** Every days phrase in a folded sentence, in order. */
export function findDays(folded: string): DaysFound[] {
  const out: DaysFound[] = [];
  for (const m of folded.matchAll(AMOUNT)) {
    const before = folded.slice(Math.max(0, m.index - 30), m.index);
    const after = folded.slice(m.index + m[0].length, m.index + m[0].length + 25);
    const n = readNumber(m[1] ?? m[2] ?? '');
    if (n === null || n < 1 || NOT_A_PRAZO_AFTER.test(after)) continue;
    if (NOT_A_PRAZO_BEFORE.test(before)) continue;
    const hours = (m[3] ?? '').startsWith('hora');
    // "às 14 horas" is a time of day: hours are a prazo only after "prazo de", "em", "dentro de".
    if (hours && !/(?:prazo(?: de)?|\bem|dentro de|ate)\s*$/.test(before)) continue;
    if (hours && n % 24 !== 0 && n > 24) continue;
    out.push({
      days: hours ? Math.max(1, Math.ceil(n / 24)) : n,
      hours: hours ? n : null,
      counting: hours ? null : countingOf(m[4]),
      legal: false,
      shared: sharedAround(folded, m.index),
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of folded.matchAll(NOUN)) {
    out.push({
      days: NOUNS[m[1] ?? ''] ?? null,
      hours: null,
      counting: null,
      legal: false,
      shared: sharedAround(folded, m.index),
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of folded.matchAll(LEGAL)) {
    out.push({ days: null, hours: null, counting: null, legal: true, shared: sharedAround(folded, m.index), index: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}
