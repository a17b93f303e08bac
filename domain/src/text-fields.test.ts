import { describe, expect, it } from 'vitest';
import {
  dateField,
  fieldErrors,
  HIDDEN_CHARACTERS_MESSAGE,
  instantField,
  lineText,
  multilineText,
  optionalLineText,
  personName,
  personNameKey,
  withOmitted,
  z,
} from './schema';

const parse = (schema: z.ZodType, value: unknown) => {
  const r = z.object({ v: schema }).safeParse({ v: value });
  return r.success ? { ok: r.data.v } : { error: fieldErrors(r.error).v };
};

describe('lineText and multilineText', () => {
  it.each(['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202a', '\u202e', '\u2066', '\u2069'])('refuses %j, never strips it', (hidden) => {
    expect(parse(lineText(50), `fatura${hidden}fdp.exe`)).toEqual({ error: HIDDEN_CHARACTERS_MESSAGE });
    expect(parse(multilineText(50), `nota${hidden}`)).toEqual({ error: HIDDEN_CHARACTERS_MESSAGE });
  });

  it('keeps letters of every script, emoji and joiners that are part of them', () => {
    for (const text of ['Ação São João', 'محمد', '李小龙', 'família 👨‍👩‍👧', 'Zoë']) expect(parse(lineText(50), text)).toEqual({ ok: text });
  });

  it('stores NFC, trimmed; one line only where the field is one line', () => {
    expect(parse(lineText(50), '  Jose\u0301  ')).toEqual({ ok: 'José' });
    expect(parse(lineText(50), 'a\nb')).toEqual({ error: 'Use uma única linha' });
    expect(parse(lineText(50), 'a\tb')).toEqual({ error: 'Use uma única linha' });
    expect(parse(multilineText(50), 'a\r\n\tb\rc')).toEqual({ ok: 'a\n\tb\nc' });
  });
});

describe('dateField and instantField', () => {
  it('accept 1900 to 2100 and refuse what is outside, saying the range', () => {
    const range = 'Use uma data entre 01/01/1900 e 31/12/2100';
    expect(parse(dateField(), '1900-01-01')).toEqual({ ok: '1900-01-01' });
    expect(parse(dateField(), '2100-12-31')).toEqual({ ok: '2100-12-31' });
    expect(parse(dateField(), '1899-12-31')).toEqual({ error: range });
    expect(parse(dateField(), '2999-01-01')).toEqual({ error: range });
    expect(parse(instantField(), '1800-01-01T12:00:00.000Z')).toEqual({ error: range });
    expect(parse(instantField(), '2026-11-23T09:30:00-03:00')).toEqual({ ok: '2026-11-23T09:30:00-03:00' });
    expect(parse(dateField(), '23/11/2026')).toEqual({ error: 'Data inválida' });
  });
});

describe('personName and personNameKey', () => {
  const INVISIBLE = 'Remova os caracteres invisíveis do nome (espaços de largura zero e semelhantes)';

  it.each(['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u3164', '\u115f'])('refuses %j in a name, which other text fields keep', (hidden) => {
    expect(parse(personName(120), `Helena${hidden} Barbosa`)).toEqual({ error: INVISIBLE });
  });

  it('keeps names of every script and their accents', () => {
    for (const name of ['José da Silva', 'محمد علي', '李小龙', 'Zoë Müller-Łukasz']) expect(parse(personName(120), name)).toEqual({ ok: name });
  });

  it('reads two names alike when people could not tell them apart on screen', () => {
    const key = personNameKey('Helena Barbosa');
    for (const alike of ['helena barbosa', 'HELENA  BARBOSA', 'Hélena Bárbosa', 'Ｈｅｌｅｎａ Barbosa', 'Hele\u200bna Barbosa', ' Helena Barbosa ']) {
      expect(personNameKey(alike)).toBe(key);
    }
    expect(personNameKey('Helena Barbosa Lima')).not.toBe(key);
  });

  it('reads letters of other scripts that look Latin as the Latin letter (Unicode TR39 confusables)', () => {
    const key = personNameKey('Helena Barbosa');
    for (const alike of [
      'H\u0435lena Barbosa', // Cyrillic е
      '\u041d\u0435l\u0435n\u0430 B\u0430rb\u043e\u0455\u0430', // Cyrillic Н е а о ѕ
      'Helena Barb\u03bfsa', // Greek ο
      '\u0397\u0395LENA BARBOSA', // Greek Η Ε
      'Helena \u0392arbosa', // Greek Β
      'Helen\u0251 Barbosa', // Latin alpha ɑ
      'H\u0451lena Barbosa', // Cyrillic ё: the accent on a look-alike is ignored like any accent
      'Helena Barb\u0585sa', // Armenian օ
      'Helena \ua4d0arbosa', // Lisu ꓐ
      'Helena Bar\u13cfosa', // Cherokee Ꮟ
    ]) {
      expect(personNameKey(alike), alike).toBe(key);
    }
    expect(personNameKey('Lu\u03f2ia Prado')).toBe(personNameKey('Lucia Prado')); // Greek lunate sigma ϲ, which NFKC turns into ς
    expect(personNameKey('\u0406sabel Costa')).toBe(personNameKey('Isabel Costa')); // Cyrillic І
    expect(personNameKey('\u041d\u043e\u0440\u0430')).toBe(personNameKey('Hopa')); // wholly Cyrillic, which refusing mixed scripts would miss
    expect(personNameKey('Helena Barbosa')).toBe('helena barbosa');
  });

  it('keeps names written wholly in another script apart from Latin ones that do not look the same', () => {
    expect(personNameKey('\u0415\u043b\u0435\u043d\u0430')).not.toBe(personNameKey('Elena')); // Елена: л and н do not read as l and n
    expect(personNameKey('\u0415\u043b\u0435\u043d\u0430')).toBe(personNameKey('\u0435\u043b\u0435\u043d\u0430'));
    expect(personNameKey('Marina')).not.toBe(personNameKey('Mariana'));
  });
});

describe('withOmitted', () => {
  const form = z.object({ name: lineText(50).min(1), note: optionalLineText(50), tags: z.array(z.string()).default([]), when: dateField().nullable() });

  it('completes hand-built records with what the schema stores for an omitted field, keeping given values and their order', () => {
    const record = withOmitted(form)({ name: 'Ana', extra: 1 });
    expect(record).toEqual({ name: 'Ana', extra: 1, note: null, tags: [] });
    expect(Object.keys(record)).toEqual(['name', 'extra', 'note', 'tags']);
    expect(withOmitted(form)({ name: 'Ana', note: 'dada' }).note).toBe('dada');
  });
});
