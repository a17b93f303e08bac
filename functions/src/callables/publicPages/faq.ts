import { implement } from '../../platform/define-callable';
import { limitPublicRead } from '../../platform/public-reads';
import { publishedFaq } from './shared';

/** The public site's FAQ: published entries only, in the office's order (see publishedFaq). */
export default implement('publicPages-faq', async (ctx, input) => {
  await limitPublicRead(ctx);
  return publishedFaq(ctx.stores.documents, input.category);
});
