import { use, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { AppHistoryContext } from '../../lib/app-history';
import type { AddressFilters } from './address-filters';

export interface AddressFiltersState<V> {
  /** The filters the address holds now (read again on every navigation, Back included). */
  filters: V;
  /** Changes some filters: the address is replaced (or a new entry pushed), so Back shows the filters before the record. */
  set: (patch: Partial<V>, how?: { push?: boolean }) => void;
  /** The bare address: no filter. */
  clear: () => void;
  /** The address (path and query) of these filters with some changed, for a link. */
  href: (patch?: Partial<V>) => string;
  /** The query of the filters in use (`oab=SP-230&read=nao-lidas`), empty for none. */
  search: string;
  /** The filters in use, in the address's order. */
  inUse: (keyof V & string)[];
  /** Whether the address names any filter, even one it drops (an outdated link). */
  named: boolean;
  /**
   * A select's or a text input's `value` and `onChange` for one filter: the control shows it ('' for none)
   * and its choice is written back ('' clears it; what the schema refuses is dropped on reading).
   */
  control: (key: keyof V & string) => { value: string; onChange: (event: { target: { value: string } }) => void };
}

/**
 * A list page's filters, kept in the address: read through the list callable's schema (`addressFilters`) on
 * every render, so Back, a link or a reload shows the filters it names; written back with only those in use.
 * `defaults`: what a missing value means when the page decides it (the agenda's view on a phone, today).
 * `history`: whether a change replaces the address (the default) or adds an entry Back returns to.
 */
export function useAddressFilters<V>(
  spec: AddressFilters<V>,
  { defaults, history = 'replace' }: { defaults?: Partial<V>; history?: 'replace' | 'push' } = {},
): AddressFiltersState<V> {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // The address every change starts from: the one last written, even before the router shows it (it renders
  // a navigation in a transition, and two changes in a row must not lose the first), or the one navigated to.
  // A change made late (a typed filter once typing pauses) starts from it too, not from its render's.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const defaultsKey = JSON.stringify(defaults ?? {});
  // The same address and defaults read the same filters (an unchanged object for effects and memos).
  const filters = useMemo(() => spec.read(params, JSON.parse(defaultsKey) as Partial<V>), [spec, params, defaultsKey]);
  const write = (values: V) => spec.write(values, defaults);
  const query = (values: V) => {
    const search = write(values).toString();
    return search ? `?${search}` : '';
  };
  // The app's history knows where the person is before the router renders it (a navigation is a transition).
  const appHistory = use(AppHistoryContext);
  const go = (next: URLSearchParams, push: boolean) => {
    // A change made late, once the person has left for another page (a typed filter's pause ending while the
    // record opens), must not bring them back.
    if (appHistory && appHistory.location.pathname !== pathname) return;
    latest.current = next;
    setParams(next, { replace: !push });
  };
  const set: AddressFiltersState<V>['set'] = (patch, how) => go(write(spec.apply(spec.read(latest.current, defaults), patch)), how?.push ?? history === 'push');
  return {
    filters,
    set,
    clear: () => go(new URLSearchParams(), history === 'push'),
    href: (patch = {}) => `${pathname}${query(spec.apply(filters, patch))}`,
    search: write(filters).toString(),
    inUse: spec.inUse(filters, defaults),
    named: spec.named(params),
    control: (key) => {
      const value: unknown = filters[key];
      return {
        value: typeof value === 'string' || typeof value === 'number' ? String(value) : '',
        onChange: (event) => set({ [key]: event.target.value || null } as Partial<V>),
      };
    },
  };
}

/** How long typing pauses before the address (and so the list) follows a text filter. */
export const TYPING_PAUSE_MS = 300;

/**
 * A text filter typed in a box and kept in the address: the box answers at once, the address follows when
 * typing pauses. A change of the address from elsewhere (Back, "Limpar filtros", a tag clicked in the list)
 * replaces the text; our own write (the text trimmed) leaves the box as typed.
 */
export function useTypedFilter(inAddress: string | null, commit: (value: string | null) => void, pauseMs = TYPING_PAUSE_MS): [string, (text: string) => void] {
  const [text, setText] = useState(inAddress ?? '');
  const [seen, setSeen] = useState(inAddress);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  if (seen !== inAddress) {
    setSeen(inAddress);
    if ((inAddress ?? '') !== text.trim()) setText(inAddress ?? '');
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next.trim() || null), pauseMs);
  };
  return [text, type];
}
