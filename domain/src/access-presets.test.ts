import { describe, expect, it } from 'vitest';
import { ACCESS_PRESETS, matchingAccessPreset, type AccessPreset, type AccessPresetId } from './access-presets';
import { can, normalizeScopes, sectionById, staffScopes } from './policy';
import { isLawyer, staffCreateInput, staffSetScopesInput } from './staff';

const SETTINGS = sectionById('settings').label;
const scopesOf = (p: AccessPreset) => normalizeScopes(p.scopes);
const byId = (id: AccessPresetId) => ACCESS_PRESETS.find((p) => p.id === id)!;

describe('access presets', () => {
  it('offers Advogado(a), Estagiário(a), Financeiro and Secretaria, each once', () => {
    expect(ACCESS_PRESETS.map((p) => p.label)).toEqual(['Advogado(a)', 'Estagiário(a)', 'Financeiro', 'Secretaria']);
    expect(new Set(ACCESS_PRESETS.map((p) => p.id)).size).toBe(ACCESS_PRESETS.length);
  });

  it.each(ACCESS_PRESETS.map((p) => [p.label, p] as const))('%s is what the staff callables accept', (_label, preset) => {
    const { read, write } = preset.scopes;
    expect(staffSetScopesInput.safeParse({ uid: 'colega', expectedVersion: 1, read: [...read], write: [...write] }).success).toBe(true);
    expect(staffCreateInput.safeParse({ email: 'colega@exemplo.test', name: 'Colega Novo', read: [...read], write: [...write] }).success).toBe(true);
  });

  it.each(ACCESS_PRESETS.map((p) => [p.label, p] as const))('%s is canonical: every written section also read, in menu order', (_label, preset) => {
    expect(preset.scopes.write.every((l) => preset.scopes.read.includes(l))).toBe(true);
    expect(scopesOf(preset)).toEqual(preset.scopes);
  });

  it.each(ACCESS_PRESETS.map((p) => [p.label, p] as const))('%s never grants administrator rights', (_label, preset) => {
    // Only a label, an id and section grants: no administrator flag to carry.
    expect(Object.keys(preset).sort()).toEqual(['id', 'label', 'scopes']);
    // Configurações is what the administrator flag brings; a preset neither reads nor edits it.
    expect([...preset.scopes.read, ...preset.scopes.write]).not.toContain(SETTINGS);
    expect(staffScopes(preset.scopes, false)).toEqual(preset.scopes);
  });

  it('gives each role what the office expects of it', () => {
    const lawyer = scopesOf(byId('lawyer'));
    expect(isLawyer({ disabled: false, scopes: lawyer })).toBe(true);
    expect(can(lawyer, 'finance', 'read')).toBe(false);

    // An intern acts only with a lawyer (EAOAB, art. 3º, § 2º): keeps the agenda, changes no lawsuit, is never a responsible lawyer.
    const intern = scopesOf(byId('intern'));
    expect(intern.write).toEqual(['Agenda']);
    expect(isLawyer({ disabled: false, scopes: intern })).toBe(false);
    expect(can(intern, 'agenda', 'read')).toBe(true);

    const finance = scopesOf(byId('finance'));
    expect(finance.write).toEqual(['Financeiro']);
    expect(can(finance, 'clients', 'read')).toBe(true);
    expect(can(finance, 'lawsuits', 'read')).toBe(false);

    const secretary = scopesOf(byId('secretary'));
    expect(can(secretary, 'clients', 'write') && can(secretary, 'agenda', 'write')).toBe(true);
    expect(can(secretary, 'lawsuits', 'read') && !can(secretary, 'lawsuits', 'write')).toBe(true);
    expect(can(secretary, 'finance', 'read')).toBe(false);
  });
});

describe('matchingAccessPreset', () => {
  it('names the preset the scopes are exactly, however they were written', () => {
    for (const preset of ACCESS_PRESETS) expect(matchingAccessPreset(preset.scopes)?.id).toBe(preset.id);
    // Write implies read, and order does not matter.
    expect(matchingAccessPreset({ read: ['Financeiro', 'Clientes'], write: ['Financeiro'] })?.id).toBe('finance');
    expect(matchingAccessPreset({ read: ['Clientes'], write: ['Financeiro'] })?.id).toBe('finance');
  });

  it('is null ("Personalizado") when one section differs', () => {
    expect(matchingAccessPreset({ read: ['Clientes', 'Financeiro', 'Agenda'], write: ['Financeiro'] })).toBeNull();
    expect(matchingAccessPreset({ read: ['Financeiro'], write: ['Financeiro'] })).toBeNull();
    expect(matchingAccessPreset({ read: ['Clientes', 'Financeiro'], write: ['Clientes', 'Financeiro'] })).toBeNull();
    expect(matchingAccessPreset({ read: [], write: [] })).toBeNull();
  });

  it('leaves out the Configurações an administrator holds with the flag, and only theirs', () => {
    const adminFinance = staffScopes(byId('finance').scopes, true);
    expect(matchingAccessPreset(adminFinance, true)?.id).toBe('finance');
    expect(matchingAccessPreset(adminFinance, false)).toBeNull();
  });
});
