import { loadAuth } from './firebase';
import { checkDefault, describeStatus, type PasswordCheck } from './password-rules';

export type { PasswordCheck } from './password-rules';

/**
 * Checks a new password against the provider's policy (fetched and cached by
 * the SDK, and fetched again after a "does not meet requirements" refusal),
 * never below the office's own floor of MIN_PASSWORD_LENGTH characters.
 */
export async function checkPassword(password: string): Promise<PasswordCheck> {
  try {
    const { auth, validatePassword } = await loadAuth();
    const status = await validatePassword(auth, password);
    return describeStatus(status, password);
  } catch {
    return checkDefault(password);
  }
}
