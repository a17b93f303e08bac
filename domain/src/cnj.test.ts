import { describe, expect, it } from 'vitest';
import { cnjCheckDigits, isValidCnj, normalizeCnj, parseCnj, segmentName, tribunalOf, tribunalsBySegment, TRIBUNALS } from './cnj';

describe('CNJ unified number', () => {
  it.each([
    ['0058967-77.2016.8.19.0000', 'TJRJ'],
    ['0000832-35.2018.4.01.3202', 'TRF1'],
    ['1512315-89.2022.8.26.0268', 'TJSP'],
  ])('accepts %s (%s)', (number, tribunal) => {
    expect(isValidCnj(number)).toBe(true);
    const parsed = parseCnj(number);
    expect(parsed && tribunalOf(parsed)).toBe(tribunal);
  });

  it('refuses 0001234-56.2023.8.04.0001, whose check digits should be 26', () => {
    expect(isValidCnj('0001234-56.2023.8.04.0001')).toBe(false);
    expect(cnjCheckDigits('0001234', '2023', '8', '04', '0001')).toBe('26');
    expect(isValidCnj('0001234-26.2023.8.04.0001')).toBe(true);
  });

  it('accepts the number without punctuation and with the leading zeros omitted', () => {
    expect(normalizeCnj('00589677720168190000')).toBe('0058967-77.2016.8.19.0000');
    expect(normalizeCnj('58967-77.2016.8.19.0000')).toBe('0058967-77.2016.8.19.0000');
    expect(normalizeCnj('  1512315-89.2022.8.26.0268 ')).toBe('1512315-89.2022.8.26.0268');
  });

  it('refuses malformed input', () => {
    expect(normalizeCnj('0058967-77.2016.8.19')).toBeNull();
    expect(normalizeCnj('0058967-78.2016.8.19.0000')).toBeNull();
    expect(normalizeCnj('abc')).toBeNull();
    expect(normalizeCnj('')).toBeNull();
  });

  it('keeps exact arithmetic beyond 2^53 (twenty digits)', () => {
    // Computed with exact integers; a double rounds this base and would give 98 - 45 = 53.
    expect(cnjCheckDigits('9999999', '2099', '9', '26', '9999')).toBe('66');
    expect(isValidCnj('9999999-66.2099.9.26.9999')).toBe(true);
    expect(isValidCnj('9999999-53.2099.9.26.9999')).toBe(false);
  });
});

describe('tribunal table', () => {
  it.each([
    ['8', '26', 'TJSP'],
    ['8', '19', 'TJRJ'],
    ['8', '07', 'TJDFT'],
    ['8', '13', 'TJMG'],
    ['4', '01', 'TRF1'],
    ['4', '06', 'TRF6'],
    ['5', '02', 'TRT2'],
    ['5', '00', 'TST'],
    ['5', '90', 'CSJT'],
    ['4', '90', 'CJF'],
    ['1', '00', 'STF'],
    ['2', '00', 'CNJ'],
    ['3', '00', 'STJ'],
    ['6', '26', 'TRE-SP'],
    ['6', '00', 'TSE'],
    ['7', '00', 'STM'],
    ['9', '21', 'TJMRS'],
  ])('J=%s TR=%s is %s', (segment, tribunalCode, name) => {
    expect(tribunalOf({ segment, tribunalCode })).toBe(name);
  });

  it('has every state court and no unknown codes', () => {
    expect([...TRIBUNALS.keys()].filter((k) => k.startsWith('8.'))).toHaveLength(27);
    expect(tribunalOf({ segment: '8', tribunalCode: '28' })).toBeNull();
    expect(segmentName('5')).toBe('Justiça do Trabalho');
    expect(segmentName('0')).toBeNull();
  });
});

describe('tribunalsBySegment', () => {
  it('offers every court of the table, by segment, not a short fixed list', () => {
    const groups = tribunalsBySegment();
    expect(groups.map((g) => g.segment)[7]).toBe('Justiça dos Estados e do Distrito Federal');
    const all = groups.flatMap((g) => g.tribunals);
    expect(all).toHaveLength(TRIBUNALS.size);
    expect(groups.find((g) => g.segment === 'Justiça do Trabalho')?.tribunals).toEqual(['TST', ...Array.from({ length: 24 }, (_, i) => `TRT${i + 1}`), 'CSJT']);
    for (const t of ['TJAC', 'TJDFT', 'TJTO', 'TRF6', 'TRE-SP', 'TJMSP']) expect(all).toContain(t);
  });
});
