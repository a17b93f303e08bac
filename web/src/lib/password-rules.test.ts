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
  it('requires 6 characters when the provider sets no policy', () => {
    expect(checkDefault('12345')).toEqual({ valid: false, problems: ['Use pelo menos 6 caracteres.'] });
    expect(checkDefault('123456').valid).toBe(true);
  });

  it('lists only the rules the provider requires and the password misses', () => {
    const check = describeStatus({
      ...ok,
      isValid: false,
      meetsMinPasswordLength: false,
      containsUppercaseLetter: false,
      containsNonAlphanumericCharacter: undefined,
      passwordPolicy: { customStrengthOptions: { minPasswordLength: 10 } },
    });
    expect(check).toEqual({ valid: false, problems: ['Use pelo menos 10 caracteres.', 'Inclua uma letra maiúscula.'] });
  });

  it('accepts a password that meets the policy', () => {
    expect(describeStatus(ok)).toEqual({ valid: true, problems: [] });
  });
});
