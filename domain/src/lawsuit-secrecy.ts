/**
 * Segredo de justiça. CPC art. 189 lists the cases that run under it (family matters, intimacy, arbitration
 * with confidentiality; also ECA art. 143 for children and adolescents); inside the office the product keeps
 * such a lawsuit to its responsible lawyers and the administrators. Everyone else with Processos neither
 * opens it nor meets its number, parties or subject anywhere: lists, counts, search, feeds, notifications,
 * finance and agenda labels, the audit log.
 */

import type { CollectionName } from './policy';

/** The audience of a lawsuit every reader of Processos sees. */
export const EVERYONE = '*';

/** The form's words and the badge. */
export const CONFIDENTIAL_LABEL = 'Segredo de justiça';

/** What a label becomes for someone who may not see the lawsuit (feeds, finance, agenda, audit). */
export const HIDDEN_LAWSUIT_LABEL = 'Processo em segredo de justiça';

export interface Viewer {
  uid: string;
  admin: boolean;
}

type Secrecy = { confidential?: boolean; responsibleLawyerIds: readonly string[] };

/**
 * Who sees a lawsuit, stored on it (`audience`) and on its list projection: one array field the list asks with
 * `array-contains-any [EVERYONE, uid]`. Administrators see every lawsuit and are not listed.
 */
export function lawsuitAudience(l: Secrecy): string[] {
  return l.confidential ? [...new Set(l.responsibleLawyerIds)] : [EVERYONE];
}

/** Whether `viewer` (who reads Processos) may see the lawsuit. Records from before the flag are public. */
export function seesLawsuit(viewer: Viewer, l: Secrecy): boolean {
  return !l.confidential || viewer.admin || l.responsibleLawyerIds.includes(viewer.uid);
}

/** The audience values a list filters by for `viewer`; null for an administrator, who sees all. */
export function audienceFilterOf(viewer: Viewer): string[] | null {
  return viewer.admin ? null : [EVERYONE, viewer.uid];
}

/** A lawsuit saved under segredo must stay visible to whoever saves it: the form says so before saving. */
export const CONFIDENTIAL_SELF_MESSAGE =
  'Em segredo de justiça, só os advogados responsáveis e os administradores veem o processo: inclua-se entre os responsáveis.';

/**
 * For the security rules: where each Processos collection finds the lawsuit whose segredo covers its
 * documents — the document itself, its id (courtData/<lawsuitId>), or fields holding lawsuit ids (all must
 * be visible; a null field covers nothing).
 */
export const SECRECY_SCOPE = {
  lawsuits: 'self',
  movements: ['lawsuitId'],
  lawsuitNumbers: ['lawsuitId'],
  lawsuitLinks: ['fromId', 'toId'],
  courtData: 'id',
  intimations: ['lawsuitId'],
} as const satisfies Partial<Record<CollectionName, 'self' | 'id' | readonly string[]>>;
