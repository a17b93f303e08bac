import { describe, expect, it } from 'vitest';
import { addTags, normalizeTag, typeTags } from './tags';

const RULES = { max: 3, minLength: 2, maxLength: 10 };

describe('tags', () => {
  it('are trimmed, their inner spaces collapsed, lower-case', () => {
    expect(normalizeTag('  Direito   Tributário ')).toBe('direito tributário');
  });

  it('are added one or several at a time, without repeats or empty pieces', () => {
    expect(addTags(['pme'], 'Tributário, , PME,empresas', RULES)).toEqual({ tags: ['pme', 'tributário', 'empresas'], rest: '', problem: null });
  });

  it('stop at a piece too short, too long or past the maximum, keeping it for the input', () => {
    expect(addTags([], 'ok, a, bb', RULES)).toEqual({ tags: ['ok'], rest: 'a, bb', problem: 'Use ao menos 2 letras por etiqueta.' });
    expect(addTags([], 'muito-comprida', RULES).problem).toBe('Use no máximo 10 caracteres por etiqueta.');
    expect(addTags(['a1', 'a2', 'a3'], 'a4', RULES)).toEqual({ tags: ['a1', 'a2', 'a3'], rest: 'a4', problem: 'No máximo 3 etiquetas.' });
    // A repeat is no new tag, even at the maximum.
    expect(addTags(['a1', 'a2', 'a3'], 'A1', RULES).problem).toBeNull();
  });

  it('are made as a comma is typed, the text after it staying in the input', () => {
    expect(typeTags([], 'Direito', RULES)).toEqual({ tags: [], draft: 'Direito', problem: null });
    expect(typeTags([], 'Direito,', RULES)).toEqual({ tags: ['direito'], draft: '', problem: null });
    expect(typeTags(['direito'], 'família, suces', RULES)).toEqual({ tags: ['direito', 'família'], draft: 'suces', problem: null });
  });
});
