import type { PasswordValidationStatus } from 'firebase/auth';

/**
 * The office's floor for every new password, whatever the provider's policy says: the data behind it are under
 * professional secrecy (Lei 8.906/1994, art. 7º, II), and length is what makes a password hard to guess (NIST
 * SP 800-63B prefers it to composition rules). The spec's 6 was too short. Deployments also set the provider's
 * own policy (docs/deployment.md, step 7), which enforces it on the server; the Auth emulator has no password policy.
 */
export const MIN_PASSWORD_LENGTH = 10;

const TOO_SHORT = (min: number) => `Use pelo menos ${min} caracteres.`;

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
  password: string,
): PasswordCheck {
  const opts = status.passwordPolicy?.customStrengthOptions ?? {};
  const min = Math.max(opts.minPasswordLength ?? 0, MIN_PASSWORD_LENGTH);
  const problems: string[] = [];
  if (status.meetsMinPasswordLength === false || password.length < min) problems.push(TOO_SHORT(min));
  if (status.meetsMaxPasswordLength === false) problems.push(`Use no máximo ${opts.maxPasswordLength ?? 4096} caracteres.`);
  if (status.containsLowercaseLetter === false) problems.push('Inclua uma letra minúscula.');
  if (status.containsUppercaseLetter === false) problems.push('Inclua uma letra maiúscula.');
  if (status.containsNumericCharacter === false) problems.push('Inclua um número.');
  if (status.containsNonAlphanumericCharacter === false) problems.push('Inclua um símbolo (por exemplo ! @ # $).');
  return { valid: status.isValid && problems.length === 0, problems };
}

/** The office's rule alone, used when the provider's policy cannot be read. */
export function checkDefault(password: string): PasswordCheck {
  return password.length >= MIN_PASSWORD_LENGTH ? { valid: true, problems: [] } : { valid: false, problems: [TOO_SHORT(MIN_PASSWORD_LENGTH)] };
}
