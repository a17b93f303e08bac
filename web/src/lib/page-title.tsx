import { createContext, use, useEffect, useState, type ReactNode } from 'react';

/** How the office is called in the browser tab and the menu. */
export const OFFICE_SHORT_NAME = 'Barbosa & Moreira';

interface TitleParts {
  setRoute: (title: string) => void;
  setRecord: (title: string | null) => void;
}

const Titles = createContext<TitleParts | null>(null);

/**
 * Gives every tab its own title ("Clientes · Barbosa & Moreira"): the route's name, or the record's
 * name on a detail page ("Ana Melo Rodrigues · Clientes · Barbosa & Moreira").
 */
export function PageTitle({ children }: { children: ReactNode }) {
  const [route, setRoute] = useState<string | null>(null);
  const [record, setRecord] = useState<string | null>(null);
  const title = [record, route, OFFICE_SHORT_NAME].filter(Boolean).join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const [parts] = useState<TitleParts>(() => ({ setRoute, setRecord }));
  return <Titles value={parts}>{children}</Titles>;
}

/** A route's page names itself in the tab while it is shown. */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  const parts = use(Titles);
  useEffect(() => {
    parts?.setRoute(title);
  }, [parts, title]);
  return children;
}

/** A detail page names its record in the tab while it is shown. */
export function useRecordTitle(name: string | null | undefined): void {
  const parts = use(Titles);
  useEffect(() => {
    parts?.setRecord(name ?? null);
    return () => parts?.setRecord(null);
  }, [parts, name]);
}
