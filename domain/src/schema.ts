import { z } from 'zod';
import { UF_ORDER } from './cnj';
import { foldConfusables } from './confusables';
import { ptBrMessage } from './schema-messages';
import { searchKey } from './text';

// One place sets the pt-BR messages, so a form and its callable report the same words.
z.config({ localeError: ptBrMessage });

// In the browser the app runs under a Content-Security-Policy without 'unsafe-eval' (firebase.json): zod must
// not compile validators with `new Function` (nor probe whether it may, which the browser reports as a violation).
if ('document' in globalThis) z.config({ jitless: true });

export { z };

/** Turns validation issues into `{ "field.path": "mensagem" }`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * C0 and C1 control characters other than tab and line breaks (NUL, BEL, ESC…), and the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). Invisible, they can make a text show
 * something other than what it says: "fatura\u202Efdp.exe" shows as "fatura" + "exe.pdf".
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
export const HIDDEN_CHARACTERS_MESSAGE = 'Remova os caracteres invisíveis (de controle ou de direção do texto)';

/** True when `value` holds none of the invisible characters every text field refuses. */
export function isVisibleText(value: string): boolean {
  return !HIDDEN.test(value);
}

/** True when `value` breaks into lines (or holds a tab), which one-line fields and file names refuse. */
export function hasLineBreak(value: string): boolean {
  return LINE_BREAK.test(value);
}

/**
 * Every one-line text field: NFC (so "é" typed two ways is stored one way), trimmed, no line break, no
 * invisible control or direction character. Refused, never silently cleaned: the person sees what changes.
 * Chain `.min(n, 'mensagem')` for a required field.
 */
export function lineText(max: number) {
  return z
    .string()
    .normalize('NFC')
    .trim()
    .max(max)
    .refine(isVisibleText, HIDDEN_CHARACTERS_MESSAGE)
    .refine((v) => !hasLineBreak(v), 'Use uma única linha');
}

/**
 * Characters that show nothing at all (zero-width spaces and joiners, soft hyphens, fillers: Unicode's
 * default-ignorable code points). In a person's name they only serve to pass for someone else.
 */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;

/** A person's name: a one-line field that also refuses characters which show nothing. */
export function personName(max: number) {
  return lineText(max).refine((v) => !IGNORABLE.test(v), 'Remova os caracteres invisíveis do nome (espaços de largura zero e semelhantes)');
}

/**
 * The form two names share when people cannot tell them apart on screen: compatibility forms folded
 * (ｈｅｌｅｎａ is helena), invisible characters dropped, letters of other scripts that look Latin read as the
 * Latin letter (Cyrillic "Неlеnа" is helena: foldConfusables), then case, accents and spacing ignored. Folded
 * before NFKC too, which turns some look-alikes (Greek ϲ) into letters that no longer look Latin.
 */
export function personNameKey(name: string): string {
  const compatible = foldConfusables(name.normalize('NFD')).normalize('NFKC').replace(new RegExp(IGNORABLE.source, 'gu'), '');
  return searchKey(foldConfusables(compatible.normalize('NFD')));
}

/** An optional one-line field: empty or missing is stored as null. */
export function optionalLineText(max: number) {
  return lineText(max)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** A multi-line text field (notes, descriptions): line breaks and tabs allowed, stored with "\n" breaks. */
export function multilineText(max: number) {
  return z
    .string()
    .normalize('NFC')
    .max(max)
    .overwrite((v) => v.replace(/\r\n?/g, '\n'))
    .refine(isVisibleText, HIDDEN_CHARACTERS_MESSAGE);
}

/** Dates a record may carry unless its field says otherwise: a typo such as 1800 or 2999 is refused. */
export const DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;
const OUT_OF_RANGE = 'Use uma data entre 01/01/1900 e 31/12/2100';
const inRange = (isoDate: string) => isoDate.slice(0, 10) >= DATE_RANGE.min && isoDate.slice(0, 10) <= DATE_RANGE.max;

/** A federative unit, typed in any case and with spaces around it ("sp " is SP). */
export function ufField(message = 'UF inválida') {
  return z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(UF_ORDER, message));
}

/** A calendar date "AAAA-MM-DD" within DATE_RANGE. */
export function dateField(message = 'Data inválida') {
  return z.iso.date(message).refine(inRange, OUT_OF_RANGE);
}

/** An ISO instant (with time zone) whose date is within DATE_RANGE. */
export function instantField(message = 'Data e hora inválidas') {
  return z.iso.datetime({ message, offset: true }).refine(inRange, OUT_OF_RANGE);
}

/** The keys a caller may leave out of `S`'s input (optional, nullable with a default, …). */
type OmittableKeys<S extends z.ZodObject> = { [K in keyof z.input<S>]-?: undefined extends z.input<S>[K] ? K : never }[keyof z.input<S>] & keyof z.output<S>;

/**
 * `values` completed with what `schema` stores for every field they leave out (null for an optional text, a date,
 * a value): records built by hand (the seed, the bench) stay valid when a form gains an optional field.
 * Keys keep the order of `values`, the completed ones after.
 */
export function withOmitted<S extends z.ZodObject>(schema: S) {
  return <T extends Partial<z.output<S>>>(values: T): T & Pick<z.output<S>, Exclude<OmittableKeys<S>, keyof T>> => {
    const out: Record<string, unknown> = { ...values };
    const shape: z.ZodRawShape = schema.shape;
    for (const [key, field] of Object.entries(shape)) {
      if (key in out) continue;
      const absent = z.safeParse(field, undefined);
      if (absent.success) out[key] = absent.data;
    }
    return out as T & Pick<z.output<S>, Exclude<OmittableKeys<S>, keyof T>>;
  };
}
