import { COURTS, SEGMENT_LABELS, type CourtDef } from '@office/domain';
import type { SelectGroup } from '../components/form/Select';

const ORDER: readonly CourtDef['segment'][] = ['estadual', 'federal', 'trabalho', 'superior'];

/** Every court with a calendar, under its branch: 60 courts read better in four groups. */
export const COURT_GROUPS: readonly SelectGroup[] = ORDER.map((segment) => ({
  group: SEGMENT_LABELS[segment],
  options: COURTS.filter((c) => c.segment === segment).map((c) => [c.id, `${c.id} — ${c.name}`] as const),
}));
