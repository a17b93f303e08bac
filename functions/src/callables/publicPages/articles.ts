import { implement } from '../../platform/define-callable';
import { publicSummary, visibleArticles } from '../../entities/articles/public-articles';
import { limitPublicRead } from '../../platform/public-reads';
import { toListed } from '../../platform/pages';

/** The public site's article list: published ones (scheduled ones from their time), newest first, paged. */
export default implement('publicPages-articles', async (ctx, input) => {
  await limitPublicRead(ctx);
  const page = await visibleArticles(ctx.stores.documents, input);
  return { items: page.docs.map((d) => publicSummary(toListed(d))), nextCursor: page.nextCursor };
});
