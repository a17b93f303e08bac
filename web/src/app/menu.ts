import { can, SECTIONS, type Scopes } from '@office/domain/policy';
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

/** Início, then the sections the person can read in the spec's order, then Mensagens. */
export function menuFor(scopes: Scopes | null | undefined): MenuItem[] {
  // `satisfies`: a section icon missing from the SPA's icon set does not compile.
  const sections = SECTIONS.filter((s) => can(scopes, s.id, 'read')).map((s): MenuItem => ({ to: s.route, label: s.label, icon: s.icon satisfies IconName }));
  return [{ to: '/', label: 'Início', icon: 'home' }, ...sections, { to: '/messages', label: 'Mensagens', icon: 'mail' }];
}
