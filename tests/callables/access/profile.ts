/** Meu perfil: each staff member's own record, which these calls change (the caller signs in again after them). */
import type { SessionMe } from '@office/domain';
import { callFn } from '../../support/emulator-client';
import { STAFF, type GroupRows } from '../../support/access-matrix';

/** A 1x1 PNG, for the profile photo row. */
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The caller's own record as the server has it (version and name), so a profile edit changes nothing else. */
async function own(token: string | undefined): Promise<{ version: number; name: string }> {
  const me = (await callFn<SessionMe>('session-me', {}, token)).result;
  return { version: me?.version ?? 1, name: me?.name || 'Pessoa sem cadastro' };
}

export default {
  'profile-update': {
    section: 'about',
    input: async (token) => {
      const { version, name } = await own(token);
      return { expectedVersion: version, name, phone: '(11) 98765-4321' };
    },
    expect: STAFF,
    changesCaller: true,
  },
  'profile-setPhoto': { section: 'about', input: async () => ({ contentType: 'image/png', dataBase64: PNG_1PX }), expect: STAFF, changesCaller: true },
} satisfies GroupRows<'profile'>;
