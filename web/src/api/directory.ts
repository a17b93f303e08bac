import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryEntry } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { directoryKeys } from './keys';

export type { DirectoryEntry };

export const directoryQueries = {
  // Names change rarely: cached for ten minutes across pages.
  list: () => queryOptions({ queryKey: directoryKeys.all, queryFn: () => call('directory-list', {}), staleTime: 10 * 60 * 1000 }),
};

/** The team's names (for "responsável" pickers and columns). */
export function useDirectory(): { entries: DirectoryEntry[]; nameOf: (uid: string) => string } {
  const query = useQuery(directoryQueries.list());
  const entries = query.data ?? [];
  return { entries, nameOf: (uid) => entries.find((e) => e.uid === uid)?.name ?? '—' };
}
