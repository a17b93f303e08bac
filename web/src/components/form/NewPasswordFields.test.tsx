import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordCheck } from '../../lib/password-policy';
import { useNewPassword } from './NewPasswordFields';

/** Each check the hook asks for, answered when the test says (the provider's policy is fetched over the network). */
const pending: { password: string; answer: (check: PasswordCheck) => void }[] = [];
vi.mock('../../lib/password-policy', () => ({
  checkPassword: (password: string) => new Promise<PasswordCheck>((answer) => pending.push({ password, answer })),
}));

const ok: PasswordCheck = { valid: true, problems: [] };
const short: PasswordCheck = { valid: false, problems: ['Use ao menos 8 caracteres.'] };

/** Answers the oldest check not yet answered for `password`. */
async function answer(password: string, check: PasswordCheck): Promise<void> {
  const index = pending.findIndex((p) => p.password === password);
  expect(index, `a check of "${password}" was asked for`).toBeGreaterThanOrEqual(0);
  const [request] = pending.splice(index, 1);
  await act(async () => request?.answer(check));
}

beforeEach(() => {
  pending.length = 0;
});

describe('useNewPassword', () => {
  it('is valid only once the password as typed now has passed its check', async () => {
    const { result } = renderHook(() => useNewPassword());
    act(() => {
      result.current.setPassword('Nova#Senha2026');
      result.current.setConfirm('Nova#Senha2026');
    });
    expect(result.current.valid).toBe(false);
    await answer('Nova#Senha2026', ok);
    expect(result.current.valid).toBe(true);
  });

  it('does not take an earlier value’s check for the new one, but keeps showing its problems meanwhile', async () => {
    const { result } = renderHook(() => useNewPassword());
    act(() => result.current.setPassword('curta'));
    await answer('curta', short);
    act(() => {
      result.current.setPassword('curta1');
      result.current.setConfirm('curta1');
    });
    expect(result.current.check?.problems).toEqual(short.problems);
    expect(result.current.valid).toBe(false);

    act(() => result.current.setPassword('Nova#Senha2026'));
    act(() => result.current.setConfirm('Nova#Senha2026'));
    // The check of "curta1" arrives late and says valid: it is not the password typed now.
    await answer('curta1', ok);
    expect(result.current.valid).toBe(false);
  });

  it('validate() waits for the check still on its way when the form is submitted', async () => {
    const { result } = renderHook(() => useNewPassword());
    act(() => {
      result.current.setPassword('Nova#Senha2026');
      result.current.setConfirm('Nova#Senha2026');
    });
    let settled: boolean | undefined;
    act(() => void result.current.validate().then((v) => (settled = v)));
    expect(settled).toBeUndefined();
    // The submit waits for the check the typing asked for, and asks nothing more.
    await answer('Nova#Senha2026', ok);
    expect(settled).toBe(true);
    expect(pending).toEqual([]);
  });

  it('validate() refuses a password the provider refuses, and two that differ', async () => {
    const { result } = renderHook(() => useNewPassword());
    act(() => {
      result.current.setPassword('curta');
      result.current.setConfirm('curta');
    });
    await answer('curta', short);
    await expect(act(() => result.current.validate())).resolves.toBe(false);
    act(() => result.current.setConfirm('Outra#Senha2026'));
    act(() => result.current.setPassword('Nova#Senha2026'));
    await answer('Nova#Senha2026', ok);
    await expect(act(() => result.current.validate())).resolves.toBe(false);
  });
});
