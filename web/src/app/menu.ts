import { can, SECTIONS, type Scopes, type SectionId } from '@office/domain/policy';
import { listPath, pagePath } from '@office/domain/addresses';
import type { IconName } from '../components/ui/Icon';

export interface MenuItem {
  to: string;
  label: string;
  icon: IconName;
  /** A count beside the label (Mensagens: the unread threads); hidden at 0. */
  count?: number;
  /** The link's accessible name when it says more than the label ("Mensagens, 3 não lidas"). */
  countLabel?: string;
}

/** Pages of a section that have their own menu entry, right after the section's. */
const SECTION_EXTRAS: Partial<Record<SectionId, MenuItem[]>> = { agenda: [{ to: listPath('tasks'), label: 'Tarefas', icon: 'checklist' }] };

/** Início, "Meu trabalho" for who works with the agenda, the sections the person can read in the spec's order, then Mensagens. */
export function menuFor(scopes: Scopes | null | undefined): MenuItem[] {
  // `satisfies`: a section icon missing from the SPA's icon set does not compile.
  const sections = SECTIONS.filter((s) => can(scopes, s.id, 'read')).flatMap((s): MenuItem[] => [
    { to: s.route, label: s.label, icon: s.icon satisfies IconName },
    ...(SECTION_EXTRAS[s.id] ?? []),
  ]);
  const myWork: MenuItem[] = can(scopes, 'agenda', 'read') ? [{ to: pagePath('myWork'), label: 'Meu trabalho', icon: 'clipboard' }] : [];
  return [{ to: '/', label: 'Início', icon: 'home' }, ...myWork, ...sections, { to: listPath('messages'), label: 'Mensagens', icon: 'mail' }];
}
