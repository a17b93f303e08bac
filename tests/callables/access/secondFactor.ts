/**
 * Verificação em duas etapas. The matrix's callers never turn it on (a caller who did would be asked for codes
 * by every later row): an allowed call reaches the handler, which refuses a wrong code or a second factor that
 * is off. second-factor.test.ts holds the successful paths, on callers of its own.
 */
import { COLLECTIONS, type SecondFactorSetup, type SecondFactorTeam } from '@office/domain';
import { callFn } from '../../support/emulator-client';
import { wrongCodeAt } from '../../support/second-factor';
import { testStores } from '../../support/store';
import { asAdmin, target } from '../../support/access-callers';
import { ADMIN_ONLY, denied, none, type Outcome, type Role, STAFF, type GroupRows } from '../../support/access-matrix';

/** With it off: allowed callers reach the handler, which says there is nothing to check. */
const SECOND_FACTOR_OFF: Record<Role, Outcome> = {
  ...STAFF,
  readOnly: [400, 'invalid-state'],
  readWrite: [400, 'invalid-state'],
  admin: [400, 'invalid-state'],
};

export default {
  'secondFactor-setup': { section: 'about', input: none, expect: STAFF },
  'secondFactor-enable': {
    section: 'about',
    input: async (token) => {
      const setup = await callFn<SecondFactorSetup>('secondFactor-setup', {}, token);
      return { code: setup.result ? wrongCodeAt(setup.result.secret) : '123456' };
    },
    expect: { ...STAFF, readOnly: denied('second-factor-code'), readWrite: denied('second-factor-code'), admin: denied('second-factor-code') },
  },
  'secondFactor-verify': { section: 'about', input: async () => ({ method: 'totp', code: '123456' }), expect: SECOND_FACTOR_OFF },
  'secondFactor-disable': { section: 'about', input: async () => ({ method: 'recovery', code: 'abcde-fghjk' }), expect: SECOND_FACTOR_OFF },
  'secondFactor-recoveryCodes': { section: 'about', input: async () => ({ method: 'totp', code: '123456' }), expect: SECOND_FACTOR_OFF },
  'secondFactor-reset': {
    section: 'about',
    // A setup in progress of the target's, stored directly: what an allowed reset then really clears.
    input: async () => {
      const { uid } = target();
      const stores = await testStores();
      const record = { secret: 'JBSWY3DPEHPK3PXP', enabled: false, enrolmentId: '', enabledAt: null, lastStep: 0, recoveryHashes: [] };
      if (!(await stores.documents.get(COLLECTIONS.secondFactors, uid))) await stores.documents.create(COLLECTIONS.secondFactors, uid, record);
      await stores.documents.close();
      return { uid };
    },
    expect: ADMIN_ONLY,
  },
  'secondFactor-setRequired': {
    section: 'about',
    // Kept off: turning it on needs the caller's own second factor (second-factor.test.ts).
    input: async () => ({ required: false, expectedVersion: (await asAdmin<SecondFactorTeam>('secondFactor-team', {})).version }),
    expect: ADMIN_ONLY,
  },
} satisfies GroupRows<'secondFactor'>;
