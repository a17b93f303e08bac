import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyPreferences, readPreferences } from '../../lib/preferences';
import { loginStart, PREFERENCES_KEY, takeEarlyForgot, takeEarlySubmit } from './login-start';

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  root.className = '';
  root.removeAttribute('data-density');
  root.removeAttribute('data-login-ready');
  root.removeAttribute('data-login-pending');
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** The head script with no code to load, as the test needs it (the entry is not imported when `modules` is empty and no frame runs). */
function start(): void {
  vi.stubGlobal('requestAnimationFrame', () => 0);
  vi.useFakeTimers();
  loginStart(PREFERENCES_KEY, '/assets/none.js', []);
  vi.useRealTimers();
}

/** What the app itself puts on <html> for the stored preferences (main.tsx). */
function appliedByApp(): { dark: boolean; density: string | undefined } {
  const probe = document.createElement('html');
  applyPreferences(readPreferences(), probe);
  return { dark: probe.classList.contains('dark'), density: probe.dataset.density };
}

describe('the sign-in page head script', () => {
  it.each([
    ['nothing stored', null, false],
    ['dark', JSON.stringify({ theme: 'dark', density: 'compact' }), false],
    ['light', JSON.stringify({ theme: 'light' }), true],
    ['system, the OS dark', JSON.stringify({ theme: 'system' }), true],
    ['system, the OS light', JSON.stringify({ theme: 'system' }), false],
    ['unreadable', '{not json', true],
  ])('puts the theme the app applies on <html>: %s', (_name, stored, osDark) => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: osDark && query === '(prefers-color-scheme: dark)' }) as MediaQueryList);
    if (stored !== null) localStorage.setItem(PREFERENCES_KEY, stored);
    const expected = appliedByApp();
    start();
    expect({ dark: root.classList.contains('dark'), density: root.dataset.density }).toEqual(expected);
  });

  it('holds a sign-in sent before the page is the app’s, and hands it over once', () => {
    start();
    const form = document.createElement('form');
    document.body.append(form);
    const submitted = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(takeEarlySubmit()).toBe(true);
    // From now on the page's own code handles a submit.
    const later = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(takeEarlySubmit()).toBe(false);
  });

  it('keeps a click on "Esqueci minha senha" before the page is the app’s, and tells it once', () => {
    start();
    const button = document.createElement('button');
    button.dataset.loginForgot = '';
    button.append(document.createElement('span'));
    document.body.append(button);
    button.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlySubmit()).toBe(false);
    expect(takeEarlyForgot()).toBe(true);
    expect(takeEarlyForgot()).toBe(false);
    // Once the page is the app's, its own handler opens the dialog: nothing is kept.
    button.click();
    expect(takeEarlyForgot()).toBe(false);
  });

  it('reports no early sign-in when none was sent', () => {
    start();
    expect(takeEarlySubmit()).toBe(false);
  });
});
