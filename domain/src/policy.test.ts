import { describe, expect, it } from 'vitest';
import { claimsByteLength, claimsFromStaffRecord, MAX_CLAIMS_BYTES } from './claims';
import { can, COLLECTIONS, normalizeScopes, SCOPE_LABELS, SECTIONS, staffScopes, SYSTEM_COLLECTIONS } from './policy';

describe('policy table', () => {
  it('lists the nine sections of the spec in its menu order, with their routes', () => {
    // Sections the spec did not have may join the table; the spec's own keep their routes and their order.
    const spec = new Set(['about', 'clients', 'lawsuits', 'agenda', 'articles', 'faq', 'finance', 'settings', 'integrations']);
    expect(SECTIONS.filter((s) => spec.has(s.id)).map((s) => [s.label, s.route])).toEqual([
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

  it('gives every collection exactly one owner: a section or the system', () => {
    const owned = [...SECTIONS.flatMap((s) => s.collections), ...SYSTEM_COLLECTIONS];
    expect(new Set(owned).size).toBe(owned.length);
    expect([...owned].sort()).toEqual(Object.values(COLLECTIONS).sort());
  });

  it('normalizes scopes: unknown labels dropped, write implies read, menu order', () => {
    expect(normalizeScopes({ read: ['Agenda', 'Hacker', 'Clientes', 'Agenda'], write: ['Financeiro'] })).toEqual({
      read: ['Clientes', 'Agenda', 'Financeiro'],
      write: ['Financeiro'],
    });
  });

  it('checks read and write access', () => {
    const scopes = normalizeScopes({ read: ['Clientes'], write: ['Processos'] });
    expect(can(scopes, 'clients', 'read')).toBe(true);
    expect(can(scopes, 'clients', 'write')).toBe(false);
    expect(can(scopes, 'lawsuits', 'read')).toBe(true);
    expect(can(scopes, 'finance', 'read')).toBe(false);
    expect(can(null, 'clients', 'read')).toBe(false);
  });

  it('keeps claims with every label granted under 1000 bytes', () => {
    const claims = claimsFromStaffRecord({ scopes: { read: [...SCOPE_LABELS], write: [...SCOPE_LABELS] }, admin: true, disabled: false }, 2 ** 31);
    expect(claimsByteLength(claims)).toBeLessThan(MAX_CLAIMS_BYTES);
  });
});

describe('staffScopes', () => {
  it('gives an administrator Configurações to read and edit, whatever was granted', () => {
    expect(staffScopes({ read: [], write: [] }, true)).toEqual({ read: ['Configurações'], write: ['Configurações'] });
    expect(staffScopes({ read: ['Agenda'], write: ['Clientes'] }, true)).toEqual({
      read: ['Clientes', 'Agenda', 'Configurações'],
      write: ['Clientes', 'Configurações'],
    });
  });

  it('keeps exactly what was granted to everyone else', () => {
    expect(staffScopes({ read: ['Agenda'], write: [] }, false)).toEqual({ read: ['Agenda'], write: [] });
  });
});
