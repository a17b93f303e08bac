import type { DirectoryEntry } from '@office/domain/contracts';
import { aDirectoryEntry } from '../../test/records';

/** The team as `directory-list` answers it to the Tarefas pages: two people with the Agenda, one without. */
export const TEAM: DirectoryEntry[] = [
  aDirectoryEntry(),
  aDirectoryEntry({ uid: 'u2', name: 'Bruno Lima', email: 'bruno@x.test' }),
  aDirectoryEntry({ uid: 'u3', name: 'Carla Reis', email: 'carla@x.test', lawyer: false, agenda: false, lawsuits: false }),
];
