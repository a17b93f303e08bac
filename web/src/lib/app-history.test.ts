import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppHistory, type Transition } from './app-history';

const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
const path = () => window.location.pathname;

afterEach(() => vi.restoreAllMocks());

describe('app history', () => {
  it('pushes and replaces entries, keeping React Router state, and tells its listeners', () => {
    window.history.replaceState(null, '', '/start');
    const history = createAppHistory();
    const seen: string[] = [];
    history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}${location.search}`));
    history.push('/clients?status=ativo', { from: '/start' });
    expect(history.location).toMatchObject({ pathname: '/clients', search: '?status=ativo', state: { from: '/start' } });
    history.replace({ pathname: '/clients', search: '?status=inativo' });
    expect(seen).toEqual(['PUSH /clients?status=ativo', 'REPLACE /clients?status=inativo']);
    expect(path()).toBe('/clients');
    expect(history.createHref({ pathname: '/a', search: '?b=1', hash: '#c' })).toBe('/a?b=1#c');
  });

  it('holds a navigation a guard picks until it is retried, and lets the others through', () => {
    window.history.replaceState(null, '', '/form');
    const history = createAppHistory();
    let held: Transition | null = null;
    const remove = history.guard((current, next) => {
      if (next.location.pathname.startsWith('/auth/')) return false;
      held = next;
      return current.pathname === '/form';
    });
    history.push('/clients');
    expect(path()).toBe('/form');
    expect(held!.location.pathname).toBe('/clients');
    held!.retry();
    expect(path()).toBe('/clients');
    history.push('/auth/Login');
    expect(path()).toBe('/auth/Login');
    remove();
  });

  it('undoes a Back a guard holds, and goes back when it is retried', async () => {
    window.history.replaceState(null, '', '/list');
    const history = createAppHistory();
    history.push('/form');
    const seen: string[] = [];
    history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
    let held: Transition | null = null;
    const remove = history.guard((_current, next) => {
      held = next;
      return true;
    });
    window.history.back();
    await popped();
    // The step back is undone: the address is the form's again, and nobody was told of a change.
    await popped();
    expect(path()).toBe('/form');
    expect(held!.location.pathname).toBe('/list');
    expect(seen).toEqual([]);
    held!.retry();
    await popped();
    expect(path()).toBe('/list');
    expect(seen).toEqual(['POP /list']);
    remove();
  });
});
