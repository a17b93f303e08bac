/**
 * What an intimação derives from the office's data rather than the DJEN's: whose it is (`owners`: the holders
 * of the terms that found it and its lawsuit's responsible lawyers) and what its text proposes (computed with its
 * lawsuit's client, side, court and comarca when it has one). The capture sets both; a lawsuit's write that
 * relinks an intimação recomputes them in its transaction.
 */
import {
  captureTargets,
  COLLECTIONS,
  intimationProposal,
  proposalFlatFields,
  type IntimationRecord,
  type LawsuitRecord,
  type MappedCommunication,
} from '@office/domain';
import type { TypedReader } from '../../store/typed';

/** Term key (`SP-123456`, `parte:…`) → the staff account it belongs to, for the terms monitored now. */
export type TermHolders = Map<string, string>;

/** The holders of the monitored terms: a term's owner, or an inscription's team member's account. */
export async function termHolders(reader: Pick<TypedReader, 'get' | 'getMany'>): Promise<TermHolders> {
  const settings = await reader.get(COLLECTIONS.integrations, 'djen');
  const targets = captureTargets(settings?.data ?? null);
  const memberIds = [...new Set(targets.flatMap((t) => (!t.ownerId && t.memberId ? [t.memberId] : [])))];
  const members = memberIds.length ? await reader.getMany(COLLECTIONS.team, memberIds) : [];
  const staffOf = new Map(members.flatMap((m) => (m?.data.staffId ? [[m.id, m.data.staffId] as const] : [])));
  const holders: TermHolders = new Map();
  for (const t of targets) {
    const uid = t.ownerId ?? (t.memberId ? staffOf.get(t.memberId) : undefined);
    if (uid) holders.set(t.key, uid);
  }
  return holders;
}

/** A stored intimação's terms: `termKeys`, or its inscriptions on records from before terms existed. */
export function termKeysOf(record: Pick<IntimationRecord, 'termKeys' | 'oabKeys'>): string[] {
  return record.termKeys ?? record.oabKeys;
}

/** Whose an intimação is, sorted: its terms' holders, then its lawsuit's responsible lawyers. */
export function intimationOwners(termKeys: readonly string[], holders: TermHolders, lawsuit: Pick<LawsuitRecord, 'responsibleLawyerIds'> | null): string[] {
  const owners = new Set<string>();
  for (const key of termKeys) {
    const uid = holders.get(key);
    if (uid) owners.add(uid);
  }
  for (const uid of lawsuit?.responsibleLawyerIds ?? []) owners.add(uid);
  return [...owners].sort();
}

/** The proposal and the worklist's flat copies, read from the text with the lawsuit's data when there is one. */
export function proposalFields(
  item: Pick<MappedCommunication, 'text' | 'tribunal' | 'availableOn'>,
  lawsuit: Pick<LawsuitRecord, 'clientName' | 'clients' | 'comarca' | 'tribunal'> | null,
): Required<Pick<IntimationRecord, 'proposal' | 'proposedKind' | 'likelyPrazo' | 'firstDue'>> {
  const proposal = intimationProposal({
    text: item.text,
    tribunal: lawsuit?.tribunal ?? item.tribunal,
    availableOn: item.availableOn,
    comarca: lawsuit?.comarca ?? null,
    clientName: lawsuit?.clientName ?? null,
    clientSide: lawsuit?.clients[0]?.role ?? null,
    // The DJEN publishes the acts of electronic lawsuits: no doubling for separate lawyers (CPC art. 229 §2).
    electronic: true,
  });
  return { proposal, ...proposalFlatFields(proposal) };
}

/** Whether two sorted lists of uids differ. */
export function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((v, i) => v === b[i]);
}
