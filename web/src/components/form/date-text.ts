/**
 * Dates, times and months typed the Brazilian way ("30/11/2026", "14:30", "11/2026") while the form holds the
 * ISO value it always held ("2026-11-30", "14:30", "2026-11"). Plain string work, no Intl: what is shown never
 * depends on the browser's language.
 */
import { isCalendarDate } from '@office/domain/dates';
import { DATE_RANGE } from '@office/domain/schema';

export type DateTextKind = 'date' | 'time' | 'month';

/** What a text stands for: the form's value, and why it is no valid one (null when it is). */
export interface DateTextValue {
  /** The ISO value; '' for an empty text; the text itself when it is no valid value, so the form's schema refuses it. */
  value: string;
  problem: string | null;
}

interface Spec {
  /** Digits in each part, in the order shown. */
  sizes: readonly number[];
  separator: string;
  placeholder: string;
  /** The ISO value as shown, or null when `value` is no ISO value of this kind. */
  fromIso: (value: string) => string | null;
  /** A complete text's ISO value and its problem, from the text and its parts. */
  toIso: (text: string, parts: string[]) => DateTextValue;
  incomplete: string;
}

const pad = (part: string) => part.padStart(2, '0');

/** "01/01/1900" from "1900-01-01"; "01/1900" from "1900-01". */
export const showDate = (iso: string) => iso.split('-').reverse().join('/');

/** The limits a value must keep: the app's date range unless a field narrows it. */
export interface Limits {
  min?: string | undefined;
  max?: string | undefined;
}

function rangeProblem(iso: string, { min, max }: Required<Limits>, what: 'uma data' | 'um mês'): string | null {
  if (iso >= min && iso <= max) return null;
  // The limit on the side that was crossed, or both when the field has both (as the schemas say it).
  const sayMin = min !== DATE_RANGE.min.slice(0, min.length);
  const sayMax = max !== DATE_RANGE.max.slice(0, max.length);
  if (iso < min && sayMin && !sayMax) return `Use ${what} a partir de ${showDate(min)}`;
  if (iso > max && sayMax && !sayMin) return `Use ${what} até ${showDate(max)}`;
  return `Use ${what} entre ${showDate(min)} e ${showDate(max)}`;
}

function spec(kind: DateTextKind, limits: Limits): Spec {
  switch (kind) {
    case 'date': {
      const range = { min: limits.min || DATE_RANGE.min, max: limits.max || DATE_RANGE.max };
      return {
        sizes: [2, 2, 4],
        separator: '/',
        placeholder: 'DD/MM/AAAA',
        fromIso: (v) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? showDate(v) : null),
        toIso: (text, [d = '', m = '', y = '']) => {
          const iso = `${y}-${pad(m)}-${pad(d)}`;
          if (!isCalendarDate(iso)) return { value: text, problem: 'Data inexistente: confira o dia e o mês' };
          const problem = rangeProblem(iso, range, 'uma data');
          return problem ? { value: text, problem } : { value: iso, problem: null };
        },
        incomplete: 'Data incompleta: use DD/MM/AAAA',
      };
    }
    case 'month': {
      const range = { min: limits.min || DATE_RANGE.min.slice(0, 7), max: limits.max || DATE_RANGE.max.slice(0, 7) };
      return {
        sizes: [2, 4],
        separator: '/',
        placeholder: 'MM/AAAA',
        fromIso: (v) => (/^\d{4}-\d{2}$/.test(v) ? showDate(v) : null),
        toIso: (text, [m = '', y = '']) => {
          if (Number(m) < 1 || Number(m) > 12) return { value: text, problem: 'Mês inexistente: use de 01 a 12' };
          const iso = `${y}-${pad(m)}`;
          const problem = rangeProblem(iso, range, 'um mês');
          return problem ? { value: text, problem } : { value: iso, problem: null };
        },
        incomplete: 'Mês incompleto: use MM/AAAA',
      };
    }
    case 'time':
      return {
        sizes: [2, 2],
        separator: ':',
        placeholder: 'HH:MM',
        // A stored time may carry seconds; the field has minutes only.
        fromIso: (v) => (/^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(v) ? v.slice(0, 5) : null),
        toIso: (text, [h = '', m = '']) =>
          Number(h) > 23 || Number(m) > 59 ? { value: text, problem: 'Hora inexistente: use de 00:00 a 23:59' } : { value: `${pad(h)}:${m}`, problem: null },
        incomplete: 'Hora incompleta: use HH:MM (24 horas)',
      };
  }
}

/**
 * Typed text as shown: digits fill each part up to its size and the separator comes by itself before the
 * next part; a separator typed after a short part ends it ("1/" for day 1), any non-digit counts as one.
 */
export function maskText(kind: DateTextKind, raw: string): string {
  const { sizes, separator, fromIso } = spec(kind, {});
  // A whole ISO value (pasted, filled by a test or a password manager) is shown the Brazilian way.
  const iso = fromIso(raw.trim());
  if (iso !== null) return iso;
  const done: string[] = [];
  let part = '';
  for (const c of raw) {
    const size = sizes[done.length] ?? 0;
    const isLast = done.length === sizes.length - 1;
    if (c >= '0' && c <= '9') {
      if (part.length < size) part += c;
      else if (isLast) break;
      else {
        done.push(part);
        part = c;
      }
    } else if (part && !isLast) {
      done.push(part);
      part = '';
    }
  }
  return [...done, part].join(separator);
}

/** What a shown text stands for (see DateTextValue); the text is one maskText returned. */
export function readText(kind: DateTextKind, text: string, limits: Limits = {}): DateTextValue {
  const { sizes, separator, toIso, incomplete } = spec(kind, limits);
  if (!text) return { value: '', problem: null };
  const parts = text.split(separator);
  // Day, month and hour may have one digit ("1/2/2026"); the year and the minutes have all of theirs.
  const complete = parts.length === sizes.length && parts.every((p, i) => (i === 0 || (kind === 'date' && i === 1) ? p.length >= 1 : p.length === sizes[i]));
  return complete ? toIso(text, parts) : { value: text, problem: incomplete };
}

/** The text a form value is shown as: an ISO value the Brazilian way, '' for none, anything else as typed. */
export function textOf(kind: DateTextKind, value: string | null | undefined): string {
  return value ? maskText(kind, value) : '';
}

/** "DD/MM/AAAA", "HH:MM", "MM/AAAA": the placeholder, as long as a text typed in full. */
export const placeholderOf = (kind: DateTextKind) => spec(kind, {}).placeholder;
