import { UF_ORDER } from '@office/domain/cnj';
import { djenOabKey } from '@office/domain/djen';
import type { MonitoredOab, TeamOab } from '@office/domain/integrations';
import { formatOab, OAB_KINDS, type OabKind } from '@office/domain/team';

const kindOf = (kind: string): OabKind => OAB_KINDS.find((k) => k === kind) ?? 'advogado';

/** "OAB/SP nº 123.456" (the stored records hold a valid UF; anything else is shown as it is). */
function oabText(uf: string, number: string, kind: OabKind): string {
  const known = UF_ORDER.find((u) => u === uf);
  return known ? formatOab({ uf: known, number, kind }) : `OAB/${uf} nº ${number}`;
}

/** "OAB/SP nº 123.456 — Helena Barbosa". */
export function monitoredLabel(oab: Pick<MonitoredOab, 'uf' | 'number' | 'name'>): string {
  return `${oabText(oab.uf, oab.number, 'advogado')} — ${oab.name}`;
}

/** "Helena Barbosa — OAB/SP nº 123.456 (suplementar)", as the team's select offers it. */
export function teamOabLabel(oab: TeamOab): string {
  return `${oab.name} — ${oabText(oab.uf, oab.number, kindOf(oab.kind))}`;
}

/** One inscription's identity (a state and number belong to one person). */
export const oabIdentity = (oab: Pick<MonitoredOab, 'uf' | 'number'>) => djenOabKey(oab.uf, oab.number);

/** The team's inscriptions not in the list yet. */
export function teamOabsToOffer(team: readonly TeamOab[], monitored: readonly MonitoredOab[]): TeamOab[] {
  const taken = new Set(monitored.map(oabIdentity));
  return team.filter((o) => !taken.has(oabIdentity(o)));
}
