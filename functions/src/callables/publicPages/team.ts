import { implement } from '../../platform/define-callable';
import { limitPublicRead } from '../../platform/public-reads';
import { publicTeam } from './shared';

/** The public site's team page: published members (no account links or authors) and the areas of practice. */
export default implement('publicPages-team', async (ctx) => {
  await limitPublicRead(ctx);
  return publicTeam(ctx.stores.documents);
});
