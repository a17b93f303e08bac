import { COLLECTIONS, HIDDEN_LAWSUIT_LABEL, lawsuitLabel, type LawsuitRecord } from '@office/domain';
import type { TypedReader } from '../../../store/typed';

/**
 * A lawsuit as a client account may name it: only one the client is a party to (else nothing at all), and one
 * under segredo de justiça (CPC art. 189) only once the lawyer opened it to the portal, else "Processo em segredo
 * de justiça" (the opening's reminder is where the lawyer decides it, portalCases).
 */
export function portalLawsuitLabel(lawsuit: LawsuitRecord | null | undefined, clientId: string, openToPortal: boolean): string | null {
  if (!lawsuit || !lawsuit.clientIds.includes(clientId)) return null;
  return lawsuit.confidential && !openToPortal ? HIDDEN_LAWSUIT_LABEL : lawsuitLabel(lawsuit);
}

/** The labels of `ids` for the client, in one read of the lawsuits and one of their portal openings. */
export async function portalLawsuitLabels(
  reader: Pick<TypedReader, 'getMany'>,
  clientId: string,
  ids: readonly (string | null)[],
): Promise<(id: string | null) => string | null> {
  const wanted = [...new Set(ids.flatMap((id) => id ?? []))];
  const [lawsuits, cases] = await Promise.all([reader.getMany(COLLECTIONS.lawsuits, wanted), reader.getMany(COLLECTIONS.portalCases, wanted)]);
  const labels = new Map(wanted.map((id, i) => [id, portalLawsuitLabel(lawsuits[i]?.data, clientId, cases[i]?.data.open === true)] as const));
  return (id) => (id && labels.get(id)) ?? null;
}
