import { describe, expect, it } from 'vitest';
import { claimsByteLength, claimsFromStaffRecord, MAX_CLAIMS_BYTES } from './claims';
import { hasScope, normalizeScopes, SCOPE_LABELS, SECTIONS, sectionForRoute } from './policy';

describe('policy table', () => {
  it('lists the nine sections in the spec menu order with their routes', () => {
    expect(SECTIONS.map((s) => [s.label, s.route])).toEqual([
      ['Sobre', '/about'],
      ['Clientes', '/clients'],
      ['Processos', '/lawsuits'],
      ['Agenda', '/events'],
      ['Publicações', '/articles'],
      ['Perguntas Frequentes', '/faq'],
      ['Financeiro', '/transactions'],
      ['Configurações', '/settings'],
      ['Integrações', '/services'],
    ]);
  });

  it('gives every collection exactly one owner', () => {
    const collections = SECTIONS.flatMap((s) => s.collections);
    expect(new Set(collections).size).toBe(collections.length);
  });

  it('maps routes, including sub-routes and appointments, to their section', () => {
    expect(sectionForRoute('/events/abc')?.label).toBe('Agenda');
    expect(sectionForRoute('/appointment/7')?.label).toBe('Agenda');
    expect(sectionForRoute('/clients')?.label).toBe('Clientes');
    expect(sectionForRoute('/clientsx')).toBeUndefined();
    expect(sectionForRoute('/profile')).toBeUndefined();
  });

  it('normalizes scopes: unknown labels dropped, write implies read, menu order', () => {
    expect(normalizeScopes({ read: ['Agenda', 'Hacker', 'Clientes', 'Agenda'], write: ['Financeiro'] })).toEqual({
      read: ['Clientes', 'Agenda', 'Financeiro'],
      write: ['Financeiro'],
    });
  });

  it('checks read and write access', () => {
    const scopes = normalizeScopes({ read: ['Clientes'], write: ['Processos'] });
    expect(hasScope(scopes, 'Clientes', 'read')).toBe(true);
    expect(hasScope(scopes, 'Clientes', 'write')).toBe(false);
    expect(hasScope(scopes, 'Processos', 'read')).toBe(true);
    expect(hasScope(null, 'Clientes', 'read')).toBe(false);
  });

  it('keeps claims with every label granted under 1000 bytes', () => {
    const claims = claimsFromStaffRecord({ scopes: { read: [...SCOPE_LABELS], write: [...SCOPE_LABELS] }, admin: true, disabled: false }, 2 ** 31);
    expect(claimsByteLength(claims)).toBeLessThan(MAX_CLAIMS_BYTES);
  });
});
