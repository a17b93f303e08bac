/**
 * What a generated document is filled from, read from the store: the office profile, the record (a lawsuit with the
 * client chosen among its clients, or a client alone), and the responsible lawyers with the OAB inscriptions of
 * their team records.
 */
import {
  clausesInWords,
  COLLECTIONS,
  MAX_TEAM_MEMBERS,
  OFFICE_PROFILE_ID,
  officeDate,
  type ClientRecord,
  type FeesInput,
  type LawsuitRecord,
  type MergeLawyer,
  type MergeSources,
} from '@office/domain';
import type { StoredDoc } from '../../store/port';
import type { TypedDocumentStore } from '../../store/typed';

/**
 * The record a document is generated for, as read: a lawsuit and which of its clients the document is for (one
 * document per client in a litisconsórcio: each outorgante signs their own procuração), or a client alone.
 */
export type DocumentTarget = { kind: 'lawsuit'; lawsuit: StoredDoc<LawsuitRecord>; clientId: string } | { kind: 'client'; client: StoredDoc<ClientRecord> };

/**
 * The lawyers by staff account, in the order given: the account's name and e-mail, the inscriptions of the team
 * member linked to it (none when nobody linked one). One read of the team: an office has at most 100 members.
 */
export async function responsibleLawyers(store: TypedDocumentStore, uids: readonly string[]): Promise<MergeLawyer[]> {
  const ids = [...new Set(uids)];
  const [accounts, team] = await Promise.all([store.getMany(COLLECTIONS.staff, ids), store.list(COLLECTIONS.team, { limit: MAX_TEAM_MEMBERS })]);
  return ids.flatMap((uid, i) => {
    const account = accounts[i];
    if (!account) return [];
    const member = team.docs.find((m) => m.data.staffId === uid);
    return [{ name: member?.data.name ?? account.data.name, email: account.data.email, oab: member?.data.oab ?? [] }];
  });
}

/** Everything `mergeValues` needs for one document about `target`, dated today in the office's calendar. */
/**
 * The clauses of the vigente fee agreement the document is for: the lawsuit's, else the client's own (without a
 * lawsuit); the most recently signed when there are several. Null without one.
 */
async function agreementClauses(store: TypedDocumentStore, clientId: string | null, lawsuitId: string | null): Promise<string | null> {
  if (!clientId) return null;
  const page = await store.list(COLLECTIONS.feeAgreements, {
    where: [
      { field: 'clientId', op: '==', value: clientId },
      { field: 'status', op: '==', value: 'vigente' },
    ],
    limit: 50,
  });
  const fits = page.docs
    .filter((d) => d.data.lawsuitId === lawsuitId || (lawsuitId !== null && d.data.lawsuitId === null))
    .sort((a, b) => Number(b.data.lawsuitId === lawsuitId) - Number(a.data.lawsuitId === lawsuitId) || b.data.signedOn.localeCompare(a.data.signedOn));
  return fits[0] ? clausesInWords(fits[0].data.clauses) : null;
}

export async function documentSources(
  store: TypedDocumentStore,
  target: DocumentTarget,
  typed: { fees: FeesInput | null; matter: string | null },
): Promise<MergeSources> {
  const lawsuit = target.kind === 'lawsuit' ? target.lawsuit.data : null;
  const [office, client] = await Promise.all([
    store.get(COLLECTIONS.office, OFFICE_PROFILE_ID),
    target.kind === 'lawsuit' ? store.get(COLLECTIONS.clients, target.clientId) : Promise.resolve(target.client),
  ]);
  const lawyerIds = lawsuit ? lawsuit.responsibleLawyerIds : client ? [client.data.responsibleLawyerId] : [];
  return {
    today: officeDate(),
    office: office?.data ?? null,
    client: client?.data ?? null,
    lawsuit,
    lawyers: await responsibleLawyers(store, lawyerIds),
    fees: typed.fees,
    agreementClauses: await agreementClauses(store, client?.id ?? null, target.kind === 'lawsuit' ? target.lawsuit.id : null),
    matter: typed.matter,
  };
}
