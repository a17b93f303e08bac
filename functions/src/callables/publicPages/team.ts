import { formatOab, mediaUrl } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { limitPublicRead } from '../../platform/public-reads';
import { readTeam } from '../about/shared';

/** The public site's team page: published members (no account links or authors) and the areas of practice. */
export default implement('publicPages-team', async (ctx) => {
  await limitPublicRead(ctx);
  const team = await readTeam(ctx.stores.documents);
  return {
    members: team.members
      .filter((m) => m.published)
      .map((m) => ({
        id: m.id,
        name: m.name,
        role: m.role,
        title: m.title,
        oab: m.oab.map(formatOab),
        areas: m.areas,
        bio: m.bio,
        photoUrl: m.photoPath ? mediaUrl(m.photoPath) : null,
      })),
    areas: team.areas,
  };
});
