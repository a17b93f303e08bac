import { COLLECTIONS, lawsuitLabel, partiesCaption, type LawsuitChoice } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { requireLinkable } from '../../platform/link-access';
import { callerSeesLawsuit } from '../../platform/lawsuit-visibility';

/** Most lawsuits one client's choice list holds (a company client with a long docket still fits). */
const MAX_CHOICES = 200;

/**
 * Financeiro: the lawsuits of one client, by number and parties, for linking a fee or a cost to its case.
 * Naming a client's lawsuits names the client, so only for who reads Clientes; Processos itself is not needed.
 * A lawsuit under segredo de justiça that is not the caller's is left out (the query cannot also ask its audience).
 */
export default implement('finance-lawsuitChoices', async (ctx, input): Promise<LawsuitChoice[]> => {
  requireLinkable(ctx, 'clients', 'clientId', input.clientId);
  const page = await ctx.stores.documents.list(COLLECTIONS.lawsuits, {
    where: [{ field: 'clientIds', op: 'array-contains', value: input.clientId }],
    orderBy: [{ field: 'cnjDigits' }],
    limit: MAX_CHOICES,
  });
  return page.docs.filter((d) => callerSeesLawsuit(ctx, d.data)).map((d) => ({ id: d.id, label: lawsuitLabel(d.data), parties: partiesCaption(d.data) }));
});
