import { describe, expect, it } from 'vitest';
import type { StaffRecord } from '@office/domain';
import { auditId, changedFields } from './audit';
import { accessReduced } from './staff-sync';

const base: StaffRecord = {
  name: 'Ana',
  email: 'ana@x.test',
  scopes: { read: ['Clientes', 'Agenda'], write: ['Agenda'] },
  admin: false,
  disabled: false,
  updatedBy: 'system',
};

describe('accessReduced (decides whether refresh tokens are revoked)', () => {
  it('is true when a read or write label, the admin flag or the account is taken away', () => {
    expect(accessReduced(base, { ...base, scopes: { read: ['Agenda'], write: ['Agenda'] } })).toBe(true);
    expect(accessReduced(base, { ...base, scopes: { read: ['Clientes', 'Agenda'], write: [] } })).toBe(true);
    expect(accessReduced({ ...base, admin: true }, base)).toBe(true);
    expect(accessReduced(base, { ...base, disabled: true })).toBe(true);
    expect(accessReduced(base, null)).toBe(true);
  });

  it('is false when access only grows or stays, and for a new record', () => {
    expect(accessReduced(base, { ...base, scopes: { read: ['Clientes', 'Agenda', 'Financeiro'], write: ['Agenda'] } })).toBe(false);
    expect(accessReduced(base, { ...base, name: 'Ana Maria' })).toBe(false);
    expect(accessReduced(base, { ...base, admin: true })).toBe(false);
    expect(accessReduced({ ...base, disabled: true }, base)).toBe(false);
    expect(accessReduced(null, base)).toBe(false);
  });
});

describe('audit helpers', () => {
  it('names the top-level fields that changed, never their values', () => {
    expect(changedFields({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], d: true })).toEqual(['b', 'c', 'd']);
    expect(changedFields(null, { a: 1 })).toEqual(['a']);
    // A field the stored version predates, now stored empty, is no change; a creation still lists it.
    expect(changedFields({ a: 1 }, { a: 1, nationality: null })).toEqual([]);
    expect(changedFields({ a: 1 }, { a: 1, nationality: 'brasileira' })).toEqual(['nationality']);
    expect(changedFields(null, { a: null })).toEqual(['a']);
    // The same address with its keys in another order (as stored versus as parsed) did not change.
    expect(changedFields({ address: { city: 'São Paulo', cep: '04538133' } }, { address: { cep: '04538133', city: 'São Paulo' } })).toEqual([]);
  });

  it('makes ids that sort in time order', () => {
    const earlier = auditId(Date.UTC(2026, 0, 1));
    const later = auditId(Date.UTC(2026, 0, 2));
    expect(earlier < later).toBe(true);
    expect(auditId(1000)).not.toBe(auditId(1000));
  });
});
