import { useQuery } from '@tanstack/react-query';
import { call } from './callable';

export interface DirectoryEntry {
  uid: string;
  name: string;
}

/** The team's names (for "responsável" pickers and columns), cached for the session. */
export function useDirectory(): { entries: DirectoryEntry[]; nameOf: (uid: string) => string } {
  const query = useQuery({ queryKey: ['directory'], queryFn: () => call<Record<string, never>, DirectoryEntry[]>('directory-list', {}), staleTime: 10 * 60 * 1000 });
  const entries = query.data ?? [];
  return { entries, nameOf: (uid) => entries.find((e) => e.uid === uid)?.name ?? '—' };
}
