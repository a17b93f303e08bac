import { COLLECTIONS, readsLawsuits } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { integrationsOverview } from '../../integrations/overview';
import { saveIntegrationSettings } from '../../integrations/settings';

/**
 * Integrações (administrators): the OAB inscriptions and the terms (names, free text) whose DJEN communications
 * the office reads. A term's owner is an active member who reads Processos (whom its intimações go to).
 */
export default implement('integrations-updateDjen', async (ctx, input) => {
  const store = ctx.stores.documents;
  const owners = [...new Set([...(input.terms ?? []).map((t) => t.ownerId), ...input.oabs.map((o) => o.ownerId)].filter((v): v is string => Boolean(v)))];
  const accounts = await store.getMany(COLLECTIONS.staff, owners);
  const stranger = owners.find((_, i) => !accounts[i] || !readsLawsuits(accounts[i].data));
  if (stranger) throw appError('invalid-input', { fields: { terms: 'O responsável escolhido não é um membro ativo da equipe com acesso a Processos' } });
  await saveIntegrationSettings(store, 'djen', input.expectedVersion, { oabs: input.oabs, ...(input.terms ? { terms: input.terms } : {}) }, ctx.uid);
  return integrationsOverview(ctx);
});
