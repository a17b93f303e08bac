import { COLLECTIONS, type LawsuitLinkView } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { linksOf, linkView } from './shared';
import { callerSeesLawsuit, readVisibleLawsuit } from '../../platform/lawsuit-visibility';

/** Processos: the lawsuits related to one (recurso, apenso, incidente…), each named in this lawsuit's words. */
export default implement('lawsuits-links', async (ctx, input): Promise<LawsuitLinkView[]> => {
  const store = ctx.stores.documents;
  await readVisibleLawsuit(ctx, store, input.lawsuitId);
  const links = await linksOf(store, input.lawsuitId);
  const others = await store.getMany(
    COLLECTIONS.lawsuits,
    links.map((l) => (l.data.fromId === input.lawsuitId ? l.data.toId : l.data.fromId)),
  );
  // A lawsuit deleted between the two reads is left out (its deletion removes the link too), as is one under
  // segredo de justiça the caller may not see.
  return links.flatMap((l, i) => {
    const other = others[i];
    return other && callerSeesLawsuit(ctx, other.data) ? [linkView(l, input.lawsuitId, other.data)] : [];
  });
});
