/**
 * Who of a set of clients gets the portal's e-mail notices: their active client accounts that gave consent to
 * e-mail notices (portalConsents, given and withdrawn on /portal). An account without a consent record gets none:
 * consent is asked, never presumed (Lei 13.709/2018 art. 8).
 */
import { COLLECTIONS } from '@office/domain';
import type { TypedReader } from '../../store/typed';

export interface PortalNoticeRecipient {
  /** The client account's uid. */
  uid: string;
  clientId: string;
  name: string;
  email: string;
}

/** Most client accounts read per client (a PJ has a few contacts). */
const ACCOUNTS_PER_CLIENT = 50;

/** The active client accounts of `clientIds` with consent to e-mail notices, each once, by name. Reads through `reader` (a transaction's, to hold at commit). */
export async function portalNoticeRecipients(reader: Pick<TypedReader, 'list' | 'getMany'>, clientIds: readonly string[]): Promise<PortalNoticeRecipient[]> {
  const pages = await Promise.all(
    [...new Set(clientIds)].map((clientId) =>
      reader.list(COLLECTIONS.portalAccounts, { where: [{ field: 'clientId', op: '==', value: clientId }], limit: ACCOUNTS_PER_CLIENT }),
    ),
  );
  const active = pages.flatMap((p) => p.docs).filter((a) => a.data.status === 'ativo');
  const consents = await reader.getMany(
    COLLECTIONS.portalConsents,
    active.map((a) => a.id),
  );
  return active
    .filter((_, i) => consents[i]?.data.emailNotices === true)
    .map((a) => ({ uid: a.id, clientId: a.data.clientId, name: a.data.name, email: a.data.email }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}
