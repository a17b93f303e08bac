import { hasScope, SECTIONS, type Scopes } from '@office/domain/policy';
import type { IconName } from '../components/ui/Icon';
import { isIconName } from '../components/ui/Icon';

export interface MenuItem {
  to: string;
  label: string;
  icon: IconName;
}

/** Início, then the sections the person can read in the spec's order, then Mensagens. */
export function menuFor(scopes: Scopes | null | undefined): MenuItem[] {
  const sections = SECTIONS.filter((s) => hasScope(scopes, s.label, 'read')).map((s) => ({
    to: s.route,
    label: s.label,
    icon: isIconName(s.icon) ? s.icon : 'grid',
  }));
  return [{ to: '/', label: 'Início', icon: 'home' }, ...sections, { to: '/messages', label: 'Mensagens', icon: 'mail' }];
}
