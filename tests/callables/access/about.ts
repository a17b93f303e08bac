/** Sobre: the office's profile, its team and practice areas. */
import { asAdmin, run } from '../../support/access-callers';
import { SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

/** A team member with no inscription (each call adds one, so none may collide with another's). */
function sampleMember() {
  return { name: `Pessoa da matriz ${run}`, role: 'advogado', title: '', staffId: null, oab: [], areas: [], bio: '', published: false };
}
async function adminMember(): Promise<{ id: string; expectedVersion: number }> {
  const created = await asAdmin<{ id: string; version: number }>('about-createMember', { member: sampleMember() });
  return { id: created.id, expectedVersion: created.version };
}

export default {
  'about-update': {
    section: 'about',
    input: async () => {
      const current = await asAdmin<{ profile: unknown; version: number }>('about-get', {});
      return { expectedVersion: current.version, profile: current.profile };
    },
    expect: SECTION_WRITE,
  },
  'about-createMember': { section: 'about', input: async () => ({ member: sampleMember() }), expect: SECTION_WRITE },
  'about-updateMember': { section: 'about', input: async () => ({ ...(await adminMember()), member: sampleMember() }), expect: SECTION_WRITE },
  'about-deleteMember': { section: 'about', input: adminMember, expect: SECTION_WRITE },
  'about-setMemberPhoto': { section: 'about', input: async () => ({ ...(await adminMember()), sourcePath: null }), expect: SECTION_WRITE },
  'about-updateAreas': {
    section: 'about',
    input: async () => {
      const team = await asAdmin<{ areas: unknown[]; areasVersion: number }>('about-team', {});
      return { expectedVersion: team.areasVersion, areas: team.areas };
    },
    expect: SECTION_WRITE,
  },
} satisfies GroupRows<'about'>;
