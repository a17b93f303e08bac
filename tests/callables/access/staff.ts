/** The team's accounts: the administrator's alone; these rows change the target member, never a caller. */
import type { StaffCreated } from '@office/domain';
import { deleteAccount, signUp } from '../../support/emulator-client';
import { asAdmin, member, PASSWORD, run, target } from '../../support/access-callers';
import { ADMIN_ONLY, type GroupRows } from '../../support/access-matrix';

/** The target's current version, for an admin change of them. */
const targetVersion = async () => ({ uid: target().uid, expectedVersion: (await member(target().uid)).version });

export default {
  'staff-create': {
    section: 'about',
    input: async () => ({
      email: `criado.${run}.${Math.random().toString(36).slice(2, 8)}@barbosaadvocacia.test`,
      name: 'Pessoa Criada',
      read: ['Agenda'],
      write: [],
    }),
    expect: ADMIN_ONLY,
  },
  'staff-setScopes': {
    section: 'about',
    input: async () => ({ ...(await targetVersion()), read: ['Agenda', 'Clientes'], write: ['Agenda'] }),
    expect: ADMIN_ONLY,
  },
  'staff-setAdmin': { section: 'about', input: async () => ({ ...(await targetVersion()), admin: false }), expect: ADMIN_ONLY },
  'staff-setDisabled': { section: 'about', input: async () => ({ ...(await targetVersion()), disabled: false }), expect: ADMIN_ONLY },
  'staff-decline': {
    section: 'about',
    // A fresh registration per call: a declined one cannot be declined twice by another caller.
    input: async () => ({ uid: (await signUp(`recusado.${run}.${Math.random().toString(36).slice(2, 8)}@exemplo.test`, PASSWORD)).uid }),
    expect: ADMIN_ONLY,
  },
  'staff-restoreAccess': {
    section: 'about',
    // A fresh record whose account is gone per call: a recreated account cannot be recreated twice.
    input: async () => {
      const lost = await asAdmin<StaffCreated>('staff-create', {
        email: `sem-conta.${run}.${Math.random().toString(36).slice(2, 8)}@barbosaadvocacia.test`,
        name: 'Pessoa Sem Conta',
        read: [],
        write: [],
      });
      await deleteAccount(lost.member.uid);
      return { uid: lost.member.uid };
    },
    expect: ADMIN_ONLY,
  },
} satisfies GroupRows<'staff'>;
