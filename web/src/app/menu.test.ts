import { describe, expect, it } from 'vitest';
import { SCOPE_LABELS } from '@office/domain/policy';
import { menuFor } from './menu';

describe('menu', () => {
  it('lists Início, the readable sections in the spec order, then Mensagens', () => {
    expect(menuFor({ read: ['Financeiro', 'Clientes'], write: [] }).map((i) => i.label)).toEqual(['Início', 'Clientes', 'Financeiro', 'Mensagens']);
  });

  it('maps every section to its spec route', () => {
    const all = menuFor({ read: [...SCOPE_LABELS], write: [] });
    expect(all.map((i) => i.to)).toEqual([
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
    ]);
  });

  it('shows Meu trabalho and Tarefas to who reads the Agenda, Tarefas right after it', () => {
    expect(menuFor({ read: ['Agenda'], write: [] }).map((i) => i.label)).toEqual(['Início', 'Meu trabalho', 'Agenda', 'Tarefas', 'Mensagens']);
  });

  it('shows no section to someone without scopes', () => {
    expect(menuFor(null).map((i) => i.label)).toEqual(['Início', 'Mensagens']);
  });
});
