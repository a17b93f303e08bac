import type { PasswordValidationStatus } from 'firebase/auth';

/** Minimum length when the identity provider sets no policy (spec). */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

export interface PasswordCheck {
  valid: boolean;
  /** pt-BR text of each unmet rule. */
  problems: string[];
}

/** Turns the provider's validation status into the rules the person still has to meet. */
export function describeStatus(
  status: Pick<
    PasswordValidationStatus,
    | 'isValid'
    | 'meetsMinPasswordLength'
    | 'meetsMaxPasswordLength'
    | 'containsLowercaseLetter'
    | 'containsUppercaseLetter'
    | 'containsNumericCharacter'
    | 'containsNonAlphanumericCharacter'
  > & { passwordPolicy?: { customStrengthOptions: { minPasswordLength?: number; maxPasswordLength?: number } } },
): PasswordCheck {
  const opts = status.passwordPolicy?.customStrengthOptions ?? {};
  const problems: string[] = [];
  if (status.meetsMinPasswordLength === false) problems.push(`Use pelo menos ${opts.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH} caracteres.`);
  if (status.meetsMaxPasswordLength === false) problems.push(`Use no máximo ${opts.maxPasswordLength ?? 4096} caracteres.`);
  if (status.containsLowercaseLetter === false) problems.push('Inclua uma letra minúscula.');
  if (status.containsUppercaseLetter === false) problems.push('Inclua uma letra maiúscula.');
  if (status.containsNumericCharacter === false) problems.push('Inclua um número.');
  if (status.containsNonAlphanumericCharacter === false) problems.push('Inclua um símbolo (por exemplo ! @ # $).');
  return { valid: status.isValid && problems.length === 0, problems };
}

/** The default rule, used when the provider's policy cannot be read. */
export function checkDefault(password: string): PasswordCheck {
  return password.length >= DEFAULT_MIN_PASSWORD_LENGTH
    ? { valid: true, problems: [] }
    : { valid: false, problems: [`Use pelo menos ${DEFAULT_MIN_PASSWORD_LENGTH} caracteres.`] };
}
