import { formatOab, mediaUrl, type PracticeArea, type PublicTeamMember } from '@office/domain';
import type { TypedReader } from '../store/typed';
import { readTeam } from '../callables/about/shared';

/** The team the site shows: published members only (no account links or authors), and the areas of practice. */
export async function publicTeam(reader: TypedReader): Promise<{ members: PublicTeamMember[]; areas: PracticeArea[] }> {
  const team = await readTeam(reader);
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
}
