import { describe, expect, it } from 'vitest';
import { SCOPE_LABELS, SECTIONS } from '@office/domain/policy';
import { menuFor } from './menu';

describe('menu', () => {
  it('lists Início, the readable sections in the spec order, then Mensagens', () => {
    expect(menuFor({ read: ['Financeiro', 'Clientes'], write: [] }).map((i) => i.label)).toEqual(['Início', 'Clientes', 'Financeiro', 'Mensagens']);
  });

  it('maps every section to its spec route, the spec’s in the spec’s order', () => {
    const all = menuFor({ read: [...SCOPE_LABELS], write: [] }).map((i) => i.to);
    const spec = [
      '/',
      '/my-work',
      '/about',
      '/clients',
      '/lawsuits',
      '/events',
      '/tasks',
      '/articles',
      '/faq',
      '/transactions',
      '/settings',
      '/services',
      '/messages',
    ];
    // A section added since the spec takes its place among them: the spec's entries keep theirs.
    expect(all.filter((to) => spec.includes(to))).toEqual(spec);
    expect(SECTIONS.filter((s) => !all.includes(s.route))).toEqual([]);
  });

  it('shows Meu trabalho and Tarefas to who reads the Agenda, Tarefas right after it', () => {
    expect(menuFor({ read: ['Agenda'], write: [] }).map((i) => i.label)).toEqual(['Início', 'Meu trabalho', 'Agenda', 'Tarefas', 'Mensagens']);
  });

  it('shows no section to someone without scopes', () => {
    expect(menuFor(null).map((i) => i.label)).toEqual(['Início', 'Mensagens']);
  });
});
