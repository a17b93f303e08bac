import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useMatches } from 'react-router-dom';

/** How the office is called in the browser tab and the menu. */
export const OFFICE_SHORT_NAME = 'Barbosa & Moreira';

/** What a route puts in its `handle`: the page's name for the browser tab. */
export interface RouteHandle {
  title: string;
}

const RecordTitle = createContext<((title: string | null) => void) | null>(null);

/**
 * Gives every tab its own title ("Clientes · Barbosa & Moreira"): the route's name, or the record's
 * name on a detail page ("Ana Melo Rodrigues · Clientes · Barbosa & Moreira").
 */
export function PageTitle({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const [record, setRecord] = useState<string | null>(null);
  const route = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const title = [record, route?.title, OFFICE_SHORT_NAME].filter(Boolean).join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <RecordTitle value={setRecord}>{children}</RecordTitle>;
}

/** A detail page names its record in the tab while it is shown. */
export function useRecordTitle(name: string | null | undefined): void {
  const set = use(RecordTitle);
  useEffect(() => {
    set?.(name ?? null);
    return () => set?.(null);
  }, [set, name]);
}
