import { useEffect, useRef, useState } from 'react';
import { checkPassword, type PasswordCheck } from '../../lib/password-policy';
import { Field, TextInput } from '../ui/primitives';

/**
 * A new password typed twice, checked against the provider's policy as it is typed. `problems` adds the
 * caller's own rules (the new password equal to the current one). `valid`: both agree and the password as it
 * is now meets the policy (a check of an earlier value does not count); `validate()` waits for that check, for a
 * form submitted while it is still on its way (the provider's policy is fetched on the first check).
 */
export function useNewPassword(): {
  password: string;
  confirm: string;
  setPassword: (value: string) => void;
  setConfirm: (value: string) => void;
  check: PasswordCheck | null;
  recheck: () => Promise<void>;
  valid: boolean;
  validate: () => Promise<boolean>;
  reset: () => void;
} {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [check, setCheck] = useState<{ password: string; result: PasswordCheck } | null>(null);
  /** The last check the typing asked for (its promise): a submit made before it answers waits for it instead of asking again. */
  const inFlight = useRef<{ password: string; result: Promise<PasswordCheck> } | null>(null);
  useEffect(() => {
    let current = true;
    if (password) {
      const result = checkPassword(password);
      inFlight.current = { password, result };
      void result.then((r) => current && setCheck({ password, result: r }));
    }
    return () => {
      current = false;
    };
  }, [password]);
  // What is shown while the next check runs is the last one, so the problems do not flicker as one types.
  const shown = password ? (check?.result ?? null) : null;
  const ofThisPassword = check?.password === password ? check.result : null;
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    check: shown,
    // After the provider refused the password: read its policy again and show what is missing.
    recheck: async () => setCheck({ password, result: await checkPassword(password) }),
    valid: Boolean(ofThisPassword?.valid) && password === confirm,
    validate: async () => {
      let result = ofThisPassword;
      if (!result) {
        result = await (inFlight.current?.password === password ? inFlight.current.result : checkPassword(password));
        setCheck({ password, result });
      }
      return result.valid && password === confirm;
    },
    reset: () => {
      setPassword('');
      setConfirm('');
    },
  };
}

export function NewPasswordFields({
  state,
  labels = ['Nova senha', 'Confirme a nova senha'],
  ids = ['new-password', 'confirm-password'],
  problems = [],
}: {
  state: ReturnType<typeof useNewPassword>;
  labels?: readonly [string, string];
  ids?: readonly [string, string];
  problems?: readonly string[];
}) {
  const shownProblems = [...problems, ...(state.check && !state.check.valid ? state.check.problems : [])];
  const confirmError = state.confirm && state.confirm !== state.password ? 'As senhas não conferem.' : undefined;
  return (
    <>
      <Field label={labels[0]} htmlFor={ids[0]} error={shownProblems.length ? shownProblems.join(' ') : undefined}>
        <TextInput
          id={ids[0]}
          type="password"
          autoComplete="new-password"
          value={state.password}
          invalid={shownProblems.length > 0}
          onChange={(e) => state.setPassword(e.target.value)}
        />
      </Field>
      <Field label={labels[1]} htmlFor={ids[1]} error={confirmError}>
        <TextInput
          id={ids[1]}
          type="password"
          autoComplete="new-password"
          value={state.confirm}
          invalid={Boolean(confirmError)}
          onChange={(e) => state.setConfirm(e.target.value)}
        />
      </Field>
    </>
  );
}
