import { describe, expect, expectTypeOf, it } from 'vitest';
import { listPath, pagePath, recordPath, recordRoute } from './addresses';
import { SECTIONS } from './policy';

describe('addresses', () => {
  it("puts a section's list at its route and its main record under it", () => {
    for (const { id, route } of SECTIONS) expect(listPath(id)).toBe(route);
    expect(recordPath('clients', 'c1')).toBe('/clients/c1');
    expect(recordPath('agenda', 'e1')).toBe('/events/e1');
    expect(recordPath('finance', 't1')).toBe('/transactions/t1');
  });

  it.each([
    ['tasks', '/tasks/t1'],
    ['intimations', '/lawsuits/intimations/t1'],
    ['messages', '/messages/t1'],
    ['appointment', '/appointment/t1'],
  ] as const)('places the %s records that are not a section main one', (kind, path) => {
    expect(recordPath(kind, 't1')).toBe(path);
  });

  it('writes a query through URLSearchParams, leaving out what is not set', () => {
    expect(listPath('lawsuits', { status: 'ativo' })).toBe('/lawsuits?status=ativo');
    expect(listPath('clients', { search: 'Ana & Filhos' })).toBe('/clients?search=Ana+%26+Filhos');
    expect(listPath('tasks', { view: 'lista', personId: undefined, lawsuitId: null, done: false })).toBe('/tasks?view=lista');
    expect(listPath('intimations', new URLSearchParams({ triage: 'a-tratar' }))).toBe('/lawsuits/intimations?triage=a-tratar');
    expect(pagePath('deadline', new URLSearchParams())).toBe('/events/deadline');
    expect(recordPath('intimations', 'i1', { cadastrar: 1 })).toBe('/lawsuits/intimations/i1?cadastrar=1');
  });

  it("names further pages under their section's route", () => {
    expect(pagePath('statement', { cliente: 'c1' })).toBe('/transactions/statement?cliente=c1');
    expect(pagePath('audit')).toBe('/settings/audit');
    expect(pagePath('productivity')).toBe('/tasks/productivity');
    expect(pagePath('home')).toBe('/');
  });

  it('gives the router the same patterns, typed to the letter', () => {
    expect(recordRoute('intimations')).toBe('/lawsuits/intimations/:id');
    expectTypeOf(recordRoute('tasks')).toEqualTypeOf<'/tasks/:id'>();
  });
});
