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
      '/about',
      '/clients',
      '/lawsuits',
      '/events',
      '/articles',
      '/faq',
      '/transactions',
      '/settings',
      '/services',
      '/messages',
    ]);
  });

  it('shows no section to someone without scopes', () => {
    expect(menuFor(null).map((i) => i.label)).toEqual(['Início', 'Mensagens']);
  });
});
