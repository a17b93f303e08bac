import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { publicArticle, visibleBySlug } from '../../entities/articles/public-articles';
import { limitPublicRead } from '../../platform/public-reads';

/** The public site's article page: the text as Markdown and as safe HTML. Drafts and future ones are not found. */
export default implement('publicPages-article', async (ctx, input) => {
  await limitPublicRead(ctx);
  const article = await visibleBySlug(ctx.stores.documents, input.slug);
  if (!article) throw appError('not-found');
  return publicArticle(article);
});
