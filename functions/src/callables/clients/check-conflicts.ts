import {
  COLLECTIONS,
  lawsuitLabel,
  partyNameKey,
  partyRoleLabel,
  type ClientRecord,
  type ConflictHit,
  type ConflictReport,
  type LawsuitRecord,
  seesLawsuit,
  type Viewer,
} from '@office/domain';
import { implement, type CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { callerReads } from '../../platform/link-access';
import { viewerOf } from '../../platform/lawsuit-visibility';
import type { StoredDoc } from '../../store/port';

/** Most records one key's lookup reads: a homonym with more cases than this is still found, the rest are not listed. */
const MAX_PER_KEY = 20;

type Store = CallableContext['stores']['documents'];
type Found = Omit<ConflictHit, 'party'> & { key: string };

/** Lawsuits where the person is an opposing party: by document, and by name unless both documents are known and differ. */
async function asOpposingParty(store: Store, viewer: Viewer, document: string | null, name: string, skipLawsuit: string | null): Promise<Found[]> {
  const keys = [...(document ? [`doc:${document}`] : []), ...(name ? [`name:${name}`] : [])];
  const pages = await Promise.all(
    keys.map((key) => store.list(COLLECTIONS.lawsuits, { where: [{ field: 'opposingKeys', op: 'array-contains', value: key }], limit: MAX_PER_KEY })),
  );
  const lawsuits = new Map<string, StoredDoc<LawsuitRecord>>();
  for (const page of pages) for (const d of page.docs) if (d.id !== skipLawsuit) lawsuits.set(d.id, d);
  return [...lawsuits.values()].flatMap((l): Found[] => {
    const byDocument = document ? l.data.opposingParties.find((p) => p.document === document) : undefined;
    const byName = l.data.opposingParties.find((p) => partyNameKey(p.name) === name && !(document && p.document && p.document !== document));
    const party = byDocument ?? byName;
    if (!party) return [];
    const lawsuit = { id: l.id, label: lawsuitLabel(l.data), subject: l.data.subject, role: partyRoleLabel(party.role, null), name: party.name };
    // A lawsuit under segredo de justiça the caller may not see is counted, never named ("h:").
    const key = seesLawsuit(viewer, l.data) ? `l:${l.id}` : `h:${l.id}`;
    return [{ key, match: byDocument ? 'documento' : 'nome', found: 'parte-contraria', lawsuit, client: null }];
  });
}

/** Clients of the office with the document, or the name (unless both documents are known and differ). */
async function asClient(store: Store, document: string | null, name: string, skipClient: string | null): Promise<Found[]> {
  const [key, named] = await Promise.all([
    document ? store.get(COLLECTIONS.clientDocuments, document) : Promise.resolve(null),
    name ? store.list(COLLECTIONS.clients, { where: [{ field: 'partyKey', op: '==', value: name }], limit: MAX_PER_KEY }) : Promise.resolve(null),
  ]);
  const byDocument = key ? await store.get(COLLECTIONS.clients, key.data.clientId) : null;
  const found: Found[] = [];
  const add = (c: StoredDoc<ClientRecord>, match: ConflictHit['match']) => {
    if (c.id !== skipClient && !found.some((f) => f.key === `c:${c.id}`))
      found.push({ key: `c:${c.id}`, match, found: 'cliente', lawsuit: null, client: { id: c.id, name: c.data.name } });
  };
  if (byDocument) add(byDocument, 'documento');
  for (const c of named?.docs ?? []) if (!(document && c.data.document !== document)) add(c, 'nome');
  return found;
}

/**
 * Clientes / Processos: whether each party checked is on the other side of the office's cases — a future
 * client found as an opposing party of a lawsuit, an opposing party found among the clients. A record the caller
 * cannot open (Clientes or Processos not granted, or a lawsuit under segredo de justiça not theirs) is counted
 * in `hidden`, never named.
 */
export default implement('clients-checkConflicts', async (ctx, input): Promise<ConflictReport> => {
  const readsClients = callerReads(ctx, 'clients');
  const readsLawsuits = callerReads(ctx, 'lawsuits');
  if (!readsClients && !readsLawsuits) throw appError('missing-scope');
  const store = ctx.stores.documents;
  const viewer = viewerOf(ctx);
  const perParty = await Promise.all(
    input.parties.map(async (p) => {
      const name = partyNameKey(p.name);
      const [opposing, clients] = await Promise.all([
        p.side === 'contraria' ? [] : asOpposingParty(store, viewer, p.document, name, input.lawsuitId ?? null),
        p.side === 'cliente' ? [] : asClient(store, p.document, name, input.clientId ?? null),
      ]);
      return [...opposing, ...clients];
    }),
  );
  const hits: ConflictHit[] = [];
  let hidden = 0;
  perParty.forEach((found, party) => {
    for (const { key, ...hit } of found) {
      const readable = key.startsWith('c:') ? readsClients : key.startsWith('l:') && readsLawsuits;
      if (readable) hits.push({ party, ...hit });
      else hidden++;
    }
  });
  // The surer matches first.
  hits.sort((a, b) => a.party - b.party || (a.match === b.match ? 0 : a.match === 'documento' ? -1 : 1));
  return { hits, hidden };
});
