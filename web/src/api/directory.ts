import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryEntry } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { directoryKeys } from './keys';

export type { DirectoryEntry };

export const directoryQueries = {
  // Names change rarely: cached for ten minutes across pages.
  list: () => queryOptions({ queryKey: directoryKeys.all, queryFn: () => call('directory-list', {}), staleTime: 10 * 60 * 1000 }),
};

export interface Directory {
  entries: DirectoryEntry[];
  /** Who can be a responsible lawyer, plus `keep` (those already chosen on a record, whoever they are now). */
  lawyers: (keep?: readonly string[]) => DirectoryEntry[];
  /** Who can be on an agenda entry, plus `keep` (those already on it). */
  agendaPeople: (keep?: readonly string[]) => DirectoryEntry[];
  nameOf: (uid: string) => string;
  /** The name, with the e-mail when someone else on the team has the same name. */
  labelOf: (uid: string) => string;
}

/** The team's names (for "responsável" pickers and columns). */
export function useDirectory(): Directory {
  const query = useQuery(directoryQueries.list());
  const entries = query.data ?? [];
  const nameOf = (uid: string) => entries.find((e) => e.uid === uid)?.name ?? '—';
  return {
    entries,
    lawyers: (keep = []) => entries.filter((e) => e.lawyer || keep.includes(e.uid)),
    agendaPeople: (keep = []) => entries.filter((e) => e.agenda || keep.includes(e.uid)),
    nameOf,
    labelOf: (uid) => {
      const entry = entries.find((e) => e.uid === uid);
      if (!entry) return '—';
      const namesake = entries.some((e) => e.uid !== uid && e.name.localeCompare(entry.name, 'pt-BR', { sensitivity: 'base' }) === 0);
      return namesake ? `${entry.name} (${entry.email})` : entry.name;
    },
  };
}
