import { describe, expect, it } from 'vitest';
import { checkDefault, describeStatus } from './password-rules';

const ok = {
  isValid: true,
  meetsMinPasswordLength: true,
  meetsMaxPasswordLength: true,
  containsLowercaseLetter: true,
  containsUppercaseLetter: true,
  containsNumericCharacter: true,
  containsNonAlphanumericCharacter: true,
};

describe('password policy', () => {
  it('requires 10 characters when the provider sets no policy: 6 is not enough for data under professional secrecy', () => {
    expect(checkDefault('Abc#12345')).toEqual({ valid: false, problems: ['Use pelo menos 10 caracteres.'] });
    expect(checkDefault('123456').valid).toBe(false);
    expect(checkDefault('Abc#123456').valid).toBe(true);
  });

  it('keeps the office’s 10 characters when the provider asks for fewer', () => {
    const weaker = { ...ok, passwordPolicy: { customStrengthOptions: { minPasswordLength: 6 } } };
    expect(describeStatus(weaker, 'Ab#12345')).toEqual({ valid: false, problems: ['Use pelo menos 10 caracteres.'] });
    expect(describeStatus(weaker, 'Ab#1234567')).toEqual({ valid: true, problems: [] });
  });

  it('lists only the rules the provider requires and the password misses', () => {
    const check = describeStatus(
      {
        ...ok,
        isValid: false,
        meetsMinPasswordLength: false,
        containsUppercaseLetter: false,
        containsNonAlphanumericCharacter: undefined,
        passwordPolicy: { customStrengthOptions: { minPasswordLength: 12 } },
      },
      'senha',
    );
    expect(check).toEqual({ valid: false, problems: ['Use pelo menos 12 caracteres.', 'Inclua uma letra maiúscula.'] });
  });

  it('accepts a password that meets the policy', () => {
    expect(describeStatus(ok, 'Escritorio@2026')).toEqual({ valid: true, problems: [] });
  });
});
