import { describe, expect, it } from 'vitest';
import type { SessionMe } from '@office/domain/session';
import { ACTIVE_STAFF, SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, signIn, signUp } from '../support/emulator-client';

describe('session-me over HTTP (Auth + Functions emulators, embedded store)', () => {
  it.each(ACTIVE_STAFF.map((s) => [s.email, s] as const))('returns the seeded scopes of %s', async (_email, staff) => {
    const token = await signIn(staff.email, staff.password);
    const res = await callFn<SessionMe>('session-me', {}, token);
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ uid: staff.uid, email: staff.email, name: staff.name, admin: staff.admin, version: expect.any(Number) });
    expect(new Set(res.result?.scopes?.read)).toEqual(new Set([...staff.read, ...staff.write]));
    expect(new Set(res.result?.scopes?.write)).toEqual(new Set(staff.write));
  });

  it('refuses an anonymous call as unauthenticated, with the pt-BR message and error id', async () => {
    const res = await callFn('session-me', {});
    expect(res.status).toBe(401);
    expect(res.error?.status).toBe('UNAUTHENTICATED');
    expect(res.error?.details?.id).toBe('not-signed-in');
    expect(res.error?.message).toMatch(/Entre novamente/);
  });

  it('tells a signed-up account without a staff record that it has no access yet', async () => {
    const { idToken, uid } = await signUp(`novo.${Date.now()}@barbosaadvocacia.test`, 'senha-forte-123');
    const res = await callFn<SessionMe>('session-me', {}, idToken);
    expect(res.status).toBe(200);
    expect(res.result).toEqual({
      uid,
      email: null,
      name: '',
      scopes: null,
      admin: false,
      portal: null,
      version: null,
      phone: null,
      photoPath: null,
      secondFactor: { state: 'off', enabled: false, required: false, enabledAt: null, recoveryCodesLeft: null, verifiedUntil: null },
    });
  });

  it('refuses unknown keys and a __proto__ key as invalid input', async () => {
    const token = await signIn(SEED_STAFF[1]!.email, SEED_STAFF[1]!.password);
    const extra = await callFn('session-me', { admin: true }, token);
    expect(extra.status).toBe(400);
    expect(extra.error?.details?.id).toBe('invalid-input');
    expect(Object.keys(extra.error?.details?.fields ?? {})).not.toHaveLength(0);
    const proto = await callFn('session-me', '{"data":{"__proto__":{"admin":true}}}', token);
    expect(proto.status).toBe(400);
    expect(proto.error?.details?.id).toBe('invalid-input');
  });

  it('refuses sign-in to the disabled former member', async () => {
    const former = SEED_STAFF.find((s) => s.disabled)!;
    await expect(signIn(former.email, former.password)).rejects.toThrow(/USER_DISABLED/);
  });

  it('refuses a wrong password at sign-in', async () => {
    await expect(signIn(SEED_STAFF[0]!.email, 'senha-errada')).rejects.toThrow(/INVALID_(PASSWORD|LOGIN_CREDENTIALS)/);
  });
});
