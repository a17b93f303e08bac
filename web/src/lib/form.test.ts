import { describe, expect, it } from 'vitest';
import { setPath } from './form';

describe('setPath (form values)', () => {
  it('sets nested object fields without touching the original', () => {
    const before = { address: { cep: '1', city: 'X' }, name: 'A' };
    const after = setPath(before, 'address.cep', '01310100');
    expect(after).toEqual({ address: { cep: '01310100', city: 'X' }, name: 'A' });
    expect(before.address.cep).toBe('1');
  });

  it('keeps arrays as arrays when a segment is an index', () => {
    const after = setPath({ phones: [{ number: '', whatsapp: true }] }, 'phones.0.number', '11987654321') as { phones: unknown[] };
    expect(Array.isArray(after.phones)).toBe(true);
    expect(after.phones).toEqual([{ number: '11987654321', whatsapp: true }]);
  });
});
