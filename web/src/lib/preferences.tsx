import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';

export type Theme = 'light' | 'dark' | 'system';
export type Density = 'comfortable' | 'compact';

export interface Preferences {
  theme: Theme;
  density: Density;
}

const KEY = 'escritorio.preferences';
const DEFAULTS: Preferences = { theme: 'system', density: 'comfortable' };

export function readPreferences(storage: Pick<Storage, 'getItem'> = localStorage): Preferences {
  try {
    const parsed = JSON.parse(storage.getItem(KEY) ?? '{}') as Partial<Preferences>;
    return {
      theme: parsed.theme === 'light' || parsed.theme === 'dark' ? parsed.theme : 'system',
      density: parsed.density === 'compact' ? 'compact' : 'comfortable',
    };
  } catch {
    return DEFAULTS;
  }
}

/** The OS's dark-mode query; null where matchMedia is missing (jsdom, very old engines). */
function systemDark(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
}

/** Puts the preferences on <html>: the `dark` class (system follows the OS) and the density attribute. */
export function applyPreferences(prefs: Preferences, root: HTMLElement = document.documentElement): void {
  const dark = prefs.theme === 'dark' || (prefs.theme === 'system' && systemDark()?.matches === true);
  root.classList.toggle('dark', dark);
  root.dataset.density = prefs.density === 'compact' ? 'compact' : 'comfortable';
}

interface PreferencesApi extends Preferences {
  set(next: Partial<Preferences>): void;
}

const PreferencesContext = createContext<PreferencesApi | null>(null);

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [prefs, setPrefs] = useState<Preferences>(() => readPreferences());

  useEffect(() => {
    applyPreferences(prefs);
    localStorage.setItem(KEY, JSON.stringify(prefs));
    if (prefs.theme !== 'system') return;
    const media = systemDark();
    const follow = () => applyPreferences(prefs);
    media?.addEventListener('change', follow);
    return () => media?.removeEventListener('change', follow);
  }, [prefs]);

  const api = useMemo<PreferencesApi>(() => ({ ...prefs, set: (next) => setPrefs((p) => ({ ...p, ...next })) }), [prefs]);
  return <PreferencesContext value={api}>{children}</PreferencesContext>;
}

export function usePreferences(): PreferencesApi {
  const api = use(PreferencesContext);
  if (!api) throw new Error('usePreferences outside PreferencesProvider');
  return api;
}
