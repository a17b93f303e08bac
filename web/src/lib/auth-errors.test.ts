import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_MESSAGES, authErrorMessage, DEFAULT_AUTH_ERROR } from './auth-errors';

/** Every client code the spec's catalogue names (section 8). */
const SPEC_CODES = [
  'wrong-password',
  'email-already-in-use',
  'user-not-found',
  'invalid-credential',
  'too-many-requests',
  'invalid-action-code',
  'expired-action-code',
  'user-token-expired',
  'requires-recent-login',
  'user-disabled',
  'network-request-failed',
  'multi-factor-auth-required',
  'missing-recaptcha-token',
  'user-mismatch',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'unauthorized-domain',
  'invalid-api-key',
  'login-blocked',
  'password-does-not-meet-requirements',
];

describe('auth error messages', () => {
  it.each(SPEC_CODES)('has a pt-BR message for %s', (code) => {
    const message = authErrorMessage({ code: `auth/${code}` });
    expect(message).toBe(AUTH_ERROR_MESSAGES[code]);
    expect(message).not.toBe(DEFAULT_AUTH_ERROR);
    expect(message).not.toMatch(/Firebase|auth\//);
  });

  it('does not tell whether the e-mail or the password was wrong', () => {
    expect(authErrorMessage({ code: 'auth/user-not-found' })).toBe(authErrorMessage({ code: 'auth/wrong-password' }));
  });

  it('falls back to a generic pt-BR message, never the provider text', () => {
    expect(authErrorMessage(new Error('Firebase: Error (auth/some-new-code).'))).toBe(DEFAULT_AUTH_ERROR);
    expect(authErrorMessage({ code: 'auth/some-new-code' })).toBe(DEFAULT_AUTH_ERROR);
  });
});
