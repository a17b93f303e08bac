/**
 * A list's filters in the address, read and written through the list callable's own input schema: each
 * field of the schema (but the page's cursor and size) is one filter, a value in the address is turned into
 * what its field expects (a boolean, a number, a date, a word) and kept only when the field accepts it, and
 * only the filters in use are written back. No page spells its filters a second time.
 */
import { z } from '@office/domain/schema';

type Shape = Readonly<Record<string, z.ZodType>>;

/** What every list callable takes for its paging: never in the address. */
type Paging = 'limit' | 'after';
const PAGING: readonly string[] = ['limit', 'after'];

/** A field's value once read: the schema's output, absent as null. */
type Value<T extends z.ZodType> = undefined extends z.output<T> ? Exclude<z.output<T>, undefined> | null : z.output<T>;

/** The filters a shape describes, each with its value (null: not in use). */
export type FilterValues<S extends Shape> = { -readonly [K in keyof S]: Value<S[K]> };

type Prettify<T> = { [K in keyof T]: T[K] } & {};

/** A field's name in the address, when it is not the callable's own; a boolean may have a word of its own for "yes". */
export type ParamName = string | { name: string; yes: string };

export interface AddressFiltersOptions<V> {
  /** Names in the address that differ from the callable's (links elsewhere in the app use them). */
  params?: { [K in keyof V]?: ParamName };
  /**
   * What the bare address (no parameter at all) shows, besides the schema's defaults, and the parameter that
   * stands for "none of them" once the person clears them (Financeiro: this month; `periodo=todos`).
   */
  bare?: { values: () => Partial<V>; marker: readonly [name: string, value: string] };
  /** Rules between filters, applied to what the address holds and to every change (`previous`: before it). */
  normalize?: (next: V, previous: V) => V;
}

export interface AddressFilters<V> {
  /** The filters, in the order the address writes them. */
  readonly keys: readonly (keyof V & string)[];
  /** No filter in use: every field at the schema's default, or null. */
  readonly none: V;
  /** The filters an address holds: what a field refuses, or does not know, is left out (its default instead). */
  read(params: URLSearchParams, defaults?: Partial<V>): V;
  /** The address of a set of filters: only those in use (not empty, not the default), in a stable order. */
  write(values: V, defaults?: Partial<V>): URLSearchParams;
  /** A change of some filters, with the rules between them. */
  apply(values: V, patch: Partial<V>): V;
  /** The filters in use: set, and not their default. */
  inUse(values: V, defaults?: Partial<V>): (keyof V & string)[];
  /** Whether the address names any filter at all, even with a value it drops. */
  named(params: URLSearchParams): boolean;
}

type Coercion = 'boolean' | 'number' | 'date' | 'text';

/** What a field takes, under its wrappers (optional, nullable, default, a preprocess or transform). */
function coercionOf(field: z.ZodType): Coercion {
  if (field instanceof z.ZodBoolean) return 'boolean';
  if (field instanceof z.ZodNumber) return 'number';
  if (field instanceof z.ZodDate) return 'date';
  if (
    field instanceof z.ZodOptional ||
    field instanceof z.ZodNullable ||
    field instanceof z.ZodDefault ||
    field instanceof z.ZodPrefault ||
    field instanceof z.ZodCatch ||
    field instanceof z.ZodReadonly ||
    field instanceof z.ZodNonOptional
  ) {
    return coercionOf(field.def.innerType as z.ZodType);
  }
  // A preprocess reads what its schema (the pipe's end) takes; a transform, what its start does.
  if (field instanceof z.ZodPipe) return coercionOf((field.in instanceof z.ZodTransform ? field.out : field.in) as z.ZodType);
  return 'text';
}

const YES = ['1', 'true', 'sim'];
const NO = ['0', 'false', 'nao'];

/** The address's text as the field expects it; what cannot be one is passed on as text for the schema to refuse. */
function coerce(field: z.ZodType, raw: string, yes: string | undefined): unknown {
  switch (coercionOf(field)) {
    case 'boolean':
      if (raw === yes || YES.includes(raw)) return true;
      return NO.includes(raw) ? false : raw;
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw;
    case 'date': {
      const date = new Date(raw);
      return Number.isNaN(date.getTime()) ? raw : date;
    }
    case 'text':
      return raw;
  }
}

/** A value as the address writes it. */
function serialize(value: unknown, yes: string | undefined): string {
  if (value === true) return yes ?? '1';
  if (value === false) return '0';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'number' ? String(value) : (value as string);
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const same = (a: unknown, b: unknown) => a === b || (a instanceof Date && b instanceof Date && a.getTime() === b.getTime());

/**
 * The address filters of a list callable's input schema (e.g. `CALLABLES['clients-list'].input`): every field
 * but the paging, less `omit` (what the page works out itself), plus `extra` (view state beside the filters,
 * such as the agenda's view and day), which come first in the address.
 */
// eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- no `extra`: no field besides the schema's
export function addressFilters<S extends Shape, X extends Shape = Record<never, never>, O extends keyof S = never>(
  schema: { shape: S },
  options: AddressFiltersOptions<Prettify<FilterValues<X & Omit<S, O | Paging>>>> & { omit?: readonly O[]; extra?: X } = {},
): AddressFilters<Prettify<FilterValues<X & Omit<S, O | Paging>>>> {
  type V = Prettify<FilterValues<X & Omit<S, O | Paging>>>;
  type Key = keyof V & string;
  const omitted: readonly PropertyKey[] = options.omit ?? [];
  const fields: Record<string, z.ZodType> = { ...options.extra };
  for (const [key, field] of Object.entries(schema.shape)) if (!PAGING.includes(key) && !omitted.includes(key)) fields[key] = field;
  const keys = Object.keys(fields) as Key[];
  const params = (options.params ?? {}) as Partial<Record<string, ParamName>>;
  const nameOf = (key: string) => {
    const name = params[key];
    return typeof name === 'object' ? name.name : (name ?? key);
  };
  const yesOf = (key: string) => {
    const name = params[key];
    return typeof name === 'object' ? name.yes : undefined;
  };
  const field = (key: string) => fields[key] as z.ZodType;
  // What the field gives for a missing value: its default, or nothing.
  const schemaDefaults: Record<string, unknown> = {};
  for (const key of keys) {
    const parsed = field(key).safeParse(undefined);
    schemaDefaults[key] = parsed.success && !isEmpty(parsed.data) ? parsed.data : null;
  }
  const defaultOf = (key: Key, defaults: Partial<V> | undefined): unknown => defaults?.[key] ?? schemaDefaults[key];

  function parse(key: Key, raw: string): unknown {
    const parsed = field(key).safeParse(coerce(field(key), raw, yesOf(key)));
    return parsed.success && !isEmpty(parsed.data) ? parsed.data : undefined;
  }

  function apply(values: V, patch: Partial<V>): V {
    const next = { ...values, ...patch };
    return options.normalize ? options.normalize(next, values) : next;
  }

  return {
    keys,
    none: { ...schemaDefaults } as V,
    read(address, defaults) {
      const bare = options.bare && [...address.keys()].length === 0 ? options.bare.values() : {};
      const out: Record<string, unknown> = {};
      for (const key of keys) {
        const raw = address.get(nameOf(key));
        const value = raw === null ? undefined : parse(key, raw);
        out[key] = value ?? (bare as Partial<Record<string, unknown>>)[key] ?? defaultOf(key, defaults);
      }
      const values = out as V;
      return options.normalize ? options.normalize(values, values) : values;
    },
    write(values, defaults) {
      const out = new URLSearchParams();
      for (const key of keys) {
        const value: unknown = values[key];
        if (isEmpty(value) || same(value, defaultOf(key, defaults))) continue;
        out.set(nameOf(key), serialize(value, yesOf(key)));
      }
      if (options.bare && out.size === 0) out.set(...options.bare.marker);
      return out;
    },
    apply,
    inUse(values, defaults) {
      return keys.filter((key) => !isEmpty(values[key]) && !same(values[key], defaultOf(key, defaults)));
    },
    named(address) {
      return keys.some((key) => Boolean(address.get(nameOf(key))));
    },
  };
}
