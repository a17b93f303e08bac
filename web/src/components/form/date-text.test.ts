import { describe, expect, it } from 'vitest';
import { maskText, readText, textOf } from './date-text';

/** The text shown after typing `keys` one by one into an empty field, as the input does. */
const typeInto = (kind: Parameters<typeof maskText>[0], keys: string) => Array.from(keys).reduce((text, key) => maskText(kind, text + key), '');

describe('maskText', () => {
  it('puts the separators in by itself as digits are typed', () => {
    expect(typeInto('date', '3')).toBe('3');
    expect(typeInto('date', '301')).toBe('30/1');
    expect(typeInto('date', '30112026')).toBe('30/11/2026');
    expect(typeInto('time', '1430')).toBe('14:30');
    expect(typeInto('month', '112026')).toBe('11/2026');
  });
  it('takes a separator typed after a short part as its end, and any non-digit as a separator', () => {
    expect(typeInto('date', '1/2/2026')).toBe('1/2/2026');
    expect(typeInto('date', '30.11.2026')).toBe('30/11/2026');
    expect(typeInto('time', '9h30')).toBe('9:30');
    expect(typeInto('date', '/30')).toBe('30');
  });
  it('stops at the last part instead of shifting what was typed', () => {
    expect(maskText('date', '30/11/20269')).toBe('30/11/2026');
    expect(maskText('time', '14:301')).toBe('14:30');
  });
  it('shows a whole ISO value (pasted, filled in) the Brazilian way', () => {
    expect(maskText('date', '2026-11-30')).toBe('30/11/2026');
    expect(maskText('date', ' 2026-11-30 ')).toBe('30/11/2026');
    expect(maskText('month', '2026-11')).toBe('11/2026');
    expect(maskText('time', '14:30:00')).toBe('14:30');
  });
});

describe('readText', () => {
  it('holds the ISO value of a whole valid text, padding a one-digit day, month or hour', () => {
    expect(readText('date', '30/11/2026')).toEqual({ value: '2026-11-30', problem: null });
    expect(readText('date', '1/2/2026')).toEqual({ value: '2026-02-01', problem: null });
    expect(readText('time', '9:05')).toEqual({ value: '09:05', problem: null });
    expect(readText('month', '11/2026')).toEqual({ value: '2026-11', problem: null });
    expect(readText('date', '')).toEqual({ value: '', problem: null });
  });
  it('holds the text itself, with the reason in Portuguese, for what is no valid value', () => {
    expect(readText('date', '30/11/20')).toEqual({ value: '30/11/20', problem: 'Data incompleta: use DD/MM/AAAA' });
    expect(readText('date', '31/02/2026')).toEqual({ value: '31/02/2026', problem: 'Data inexistente: confira o dia e o mês' });
    expect(readText('date', '29/02/2028').value).toBe('2028-02-29');
    expect(readText('time', '25:00')).toEqual({ value: '25:00', problem: 'Hora inexistente: use de 00:00 a 23:59' });
    expect(readText('time', '14:6').problem).toBe('Hora incompleta: use HH:MM (24 horas)');
    expect(readText('month', '13/2026')).toEqual({ value: '13/2026', problem: 'Mês inexistente: use de 01 a 12' });
  });
  it('keeps the app’s 1900–2100 unless the field narrows it, naming the limit crossed', () => {
    expect(readText('date', '30/11/1800').problem).toBe('Use uma data entre 01/01/1900 e 31/12/2100');
    expect(readText('date', '16/06/2026', { max: '2026-06-15' })).toEqual({ value: '16/06/2026', problem: 'Use uma data até 15/06/2026' });
    expect(readText('date', '14/06/2026', { min: '2026-06-15' }).problem).toBe('Use uma data a partir de 15/06/2026');
    expect(readText('date', '16/06/2026', { min: '2026-06-01', max: '2026-06-15' }).problem).toBe('Use uma data entre 01/06/2026 e 15/06/2026');
    expect(readText('month', '01/2101').problem).toBe('Use um mês entre 01/1900 e 12/2100');
  });
});

describe('textOf', () => {
  it('shows a form value: ISO the Brazilian way, none as empty, a half-typed one as it was', () => {
    expect(textOf('date', '2026-11-30')).toBe('30/11/2026');
    expect(textOf('date', null)).toBe('');
    expect(textOf('date', '30/11')).toBe('30/11');
    expect(textOf('time', '08:00')).toBe('08:00');
  });
});
