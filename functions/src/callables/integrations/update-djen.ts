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
  const strangers = new Set(owners.filter((_, i) => !accounts[i] || !readsLawsuits(accounts[i].data)));
  if (strangers.size > 0) {
    // On the field of the inscription or term that names them, as the form shows its errors.
    const message = 'O responsável escolhido não é um membro ativo da equipe com acesso a Processos';
    const field =
      input.oabs.flatMap((o, i) => (o.ownerId && strangers.has(o.ownerId) ? [`oabs.${i}.ownerId`] : []))[0] ??
      (input.terms ?? []).flatMap((t, i) => (t.ownerId && strangers.has(t.ownerId) ? [`terms.${i}.ownerId`] : []))[0] ??
      'terms';
    throw appError('invalid-input', { fields: { [field]: message } });
  }
  await saveIntegrationSettings(store, 'djen', input.expectedVersion, { oabs: input.oabs, ...(input.terms ? { terms: input.terms } : {}) }, ctx.uid);
  return integrationsOverview(ctx);
});
