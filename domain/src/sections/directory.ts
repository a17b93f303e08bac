/** The team as pickers show it. */
import { none, query, slice } from './define';

/** A colleague as pickers show them ("advogado responsável"): names and ids only, no scopes, no e-mails. */
export interface DirectoryEntry {
  uid: string;
  name: string;
  /** The office address, to tell apart two people with the same name. */
  email: string;
  /** Can be a responsible lawyer (see isLawyer). */
  lawyer: boolean;
  /** Can be responsible for or take part in an agenda entry (see worksWithAgenda). */
  agenda: boolean;
  /** Reads Processos: can be forwarded an intimação (see readsLawsuits). */
  lawsuits: boolean;
}

export const directorySlice = slice({
  operations: {
    'directory-list': query<DirectoryEntry[]>()('staff', none),
  },
});
