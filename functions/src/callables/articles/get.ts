import { implement } from '../../platform/define-callable';
import { savedArticle } from './shared';

/** Publicações: one article, any status, for the editor. */
export default implement('articles-get', (ctx, input) => savedArticle(ctx.stores.documents, input.id));
