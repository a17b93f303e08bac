import { COLLECTIONS, personNameKey } from '@office/domain';
import { MAX_PAGE_SIZE } from '../../store/port';
import type { TypedReader } from '../../store/typed';
import { appError } from '../../platform/errors';

/**
 * The active members by the form their name reads as on screen (personNameKey); namesakes share a key. One page:
 * more people than any office this app serves.
 */
export async function activeMembersByName(reader: TypedReader): Promise<Map<string, { id: string; name: string }[]>> {
  const team = await reader.list(COLLECTIONS.staff, { where: [{ field: 'disabled', op: '==', value: false }], limit: MAX_PAGE_SIZE });
  const byName = new Map<string, { id: string; name: string }[]>();
  for (const d of team.docs) {
    const key = personNameKey(d.data.name);
    byName.set(key, [...(byName.get(key) ?? []), { id: d.id, name: d.data.name }]);
  }
  return byName;
}

/** The active member other than `uid` whose name reads the same as `name` on screen, if any. */
export async function memberNamed(reader: TypedReader, name: string, uid: string | null): Promise<{ id: string; name: string } | null> {
  return (await activeMembersByName(reader)).get(personNameKey(name))?.find((m) => m.id !== uid) ?? null;
}

/**
 * Messages, the agenda and the audit log show who acted by name: a name a person gives themselves may not read
 * like an active colleague's (the same letters in another case, without accents, or padded with invisible
 * characters), so nobody can write as someone else. Administrators may still give access to a real namesake:
 * pickers and messages tell them apart by e-mail. Read in the write's transaction, so two renames cannot both pass.
 */
export async function requireOwnName(reader: TypedReader, name: string, uid: string | null, field = 'name'): Promise<void> {
  if (await memberNamed(reader, name, uid)) {
    throw appError('invalid-input', {
      fields: { [field]: 'Outra pessoa da equipe já usa este nome. Acrescente um sobrenome ou uma inicial para que os colegas saibam quem é.' },
    });
  }
}
