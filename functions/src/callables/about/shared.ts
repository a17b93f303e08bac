import {
  COLLECTIONS,
  MAX_TEAM_MEMBERS,
  oabKey,
  PRACTICE_AREAS_ID,
  formatOab,
  teamOrder,
  type Listed,
  type PracticeAreasRecord,
  type TeamMemberRecord,
  type TeamMemberValues,
  type TeamState,
} from '@office/domain';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import type { StoredDoc } from '../../store/port';
import type { TypedReader } from '../../store/typed';

/** The office's areas of practice (a settings document), or null before the first save. */
export async function readAreas(reader: Pick<TypedReader, 'get'>): Promise<StoredDoc<PracticeAreasRecord> | null> {
  return (await reader.get(COLLECTIONS.settings, PRACTICE_AREAS_ID)) as StoredDoc<PracticeAreasRecord> | null;
}

/** The whole team (bounded by MAX_TEAM_MEMBERS). */
export async function readMembers(reader: Pick<TypedReader, 'list'>): Promise<StoredDoc<TeamMemberRecord>[]> {
  return (await reader.list(COLLECTIONS.team, { limit: MAX_TEAM_MEMBERS })).docs;
}

export async function readTeam(reader: TypedReader): Promise<TeamState> {
  const [docs, areas] = await Promise.all([readMembers(reader), readAreas(reader)]);
  return { members: teamOrder(docs.map((d): Listed<TeamMemberRecord> => toListed(d))), areas: areas?.data.areas ?? [], areasVersion: areas?.version ?? 0 };
}

/**
 * The rules a member's values must meet against the rest of the team, read in the write's transaction: an
 * inscription belongs to one person, and a staff account to one member.
 */
export async function checkAgainstTeam(tx: TypedReader, values: TeamMemberValues, ownId: string | null): Promise<void> {
  const members = await readMembers(tx);
  const own = members.find((d) => d.id === ownId) ?? null;
  const others = members.filter((d) => d.id !== ownId);
  if (ownId === null && others.length >= MAX_TEAM_MEMBERS) {
    throw appError('invalid-state', { reason: `A equipe chegou ao máximo de ${MAX_TEAM_MEMBERS} pessoas.` });
  }
  for (const inscription of values.oab) {
    const holder = others.find((d) => d.data.oab.some((i) => oabKey(i) === oabKey(inscription)));
    if (holder) throw appError('invalid-input', { fields: { 'member.oab': `${formatOab(inscription)} já é de ${holder.data.name}.` } });
  }
  if (values.staffId) {
    const staff = await tx.get(COLLECTIONS.staff, values.staffId);
    if (!staff) throw appError('invalid-input', { fields: { 'member.staffId': 'Conta da equipe não encontrada.' } });
    // A link kept from before the account was disabled stays; a new one goes to someone who works here.
    if (staff.data.disabled && own?.data.staffId !== values.staffId) {
      throw appError('invalid-input', { fields: { 'member.staffId': 'Esta conta está desativada. Escolha uma conta ativa ou nenhuma.' } });
    }
    const linked = others.find((d) => d.data.staffId === values.staffId);
    if (linked) throw appError('invalid-input', { fields: { 'member.staffId': `Esta conta já está ligada a ${linked.data.name}.` } });
  }
}

/** The member as stored after the write. */
export async function savedMember(reader: Pick<TypedReader, 'get'>, id: string): Promise<Listed<TeamMemberRecord>> {
  const stored = await reader.get(COLLECTIONS.team, id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
}
