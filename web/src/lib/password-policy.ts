import { loadAuth } from './firebase';
import { checkDefault, describeStatus, type PasswordCheck } from './password-rules';

export type { PasswordCheck } from './password-rules';

/**
 * Checks a new password against the provider's policy (fetched and cached by
 * the SDK, and fetched again after a "does not meet requirements" refusal);
 * without a policy the minimum is 6 characters.
 */
export async function checkPassword(password: string): Promise<PasswordCheck> {
  try {
    const { auth, validatePassword } = await loadAuth();
    const status = await validatePassword(auth, password);
    return describeStatus(status);
  } catch {
    return checkDefault(password);
  }
}
