/**
 * Related lawsuits: a recurso and the case it came from, an apenso or incidente and its main case, the
 * cumprimento de sentença and the case that judged it, or cases joined by connection (CPC arts. 55, 58 e 286).
 * One `lawsuitLinks/<a>_<b>` per pair (ids in order), so two cases are related once, and each shows the other
 * with the words of its own side.
 */
import { recordId, expectedVersion } from './lists';
import { z } from './schema';
import type { LawsuitStatus } from './lawsuits';

export const LAWSUIT_LINK_KINDS = ['recurso', 'apenso', 'incidente', 'cumprimento', 'conexo'] as const;
export type LawsuitLinkKind = (typeof LAWSUIT_LINK_KINDS)[number];

/** What the link is called on each side: on the lawsuit it was made from, and on the other. */
export const LAWSUIT_LINK_LABELS: Record<LawsuitLinkKind, { choice: string; from: string; to: string }> = {
  recurso: { choice: 'é recurso deste processo', from: 'Recurso', to: 'Processo de origem' },
  apenso: { choice: 'está apensado a este processo', from: 'Apenso', to: 'Processo principal' },
  incidente: { choice: 'é incidente deste processo', from: 'Incidente', to: 'Processo principal' },
  cumprimento: { choice: 'é o cumprimento de sentença deste processo', from: 'Cumprimento de sentença', to: 'Processo de conhecimento' },
  conexo: { choice: 'é conexo a este processo', from: 'Processo conexo', to: 'Processo conexo' },
};

/** `lawsuitLinks/<a>_<b>`: `fromId` is the lawsuit the link was made on, `toId` the one related to it. */
export interface LawsuitLinkRecord {
  /** Both ids, for finding a lawsuit's links with one array-contains. */
  lawsuitIds: string[];
  fromId: string;
  toId: string;
  kind: LawsuitLinkKind;
  createdBy: string;
}

/** The one document of a pair, whichever side it is made from. */
export const lawsuitLinkId = (a: string, b: string) => (a < b ? `${a}_${b}` : `${b}_${a}`);

export const lawsuitLinkInput = z
  .object({
    lawsuitId: recordId,
    relatedId: z.string().trim().min(1, 'Escolha o processo relacionado').pipe(recordId),
    kind: z.enum(LAWSUIT_LINK_KINDS, 'Escolha a relação entre os processos'),
  })
  .strict()
  .refine((l) => l.lawsuitId !== l.relatedId, { path: ['relatedId'], message: 'Escolha outro processo: um processo não se relaciona consigo mesmo.' });
export const lawsuitUnlinkInput = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{3,257}$/, 'Relação inválida'), expectedVersion }).strict();
export const lawsuitLinksInput = z.object({ lawsuitId: recordId }).strict();

/** A link as one lawsuit's page shows it: the relation in its words, and the other lawsuit. */
export interface LawsuitLinkView {
  id: string;
  version: number;
  kind: LawsuitLinkKind;
  /** "Recurso", "Processo de origem"…: what the other lawsuit is to this one. */
  label: string;
  other: { id: string; label: string; subject: string; status: LawsuitStatus };
}
