import type { TypedDocumentStore } from '../../store/typed';
import { rebuildLawsuitPrazos } from './lawsuit-prazos';
import { rebuildSecretLawsuits } from './secret-lawsuits';

/**
 * What the lawsuits' owner keeps beside them, recomputed from the lawsuits and their open prazos: each lawsuit's
 * projection, the office's counts and the lawsuits under segredo. For data written outside the callables (a store
 * from before a projection existed, a seed, a bench's load). Returns the writes made.
 */
export async function rebuildLawsuitProjections(store: TypedDocumentStore): Promise<number> {
  return (await rebuildLawsuitPrazos(store)) + (await rebuildSecretLawsuits(store));
}
