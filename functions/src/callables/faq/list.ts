import { implement } from '../../platform/define-callable';
import { readFaq } from './shared';

/** Perguntas Frequentes: every entry in the office's order, with the order's version a reorder must name. */
export default implement('faq-list', async (ctx) => {
  const { entries, orderVersion } = await readFaq(ctx.stores.documents);
  return { entries, orderVersion };
});
