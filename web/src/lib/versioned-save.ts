import { useState } from 'react';
import type { Listed } from '@office/domain';
import { call, CallError } from './callable';

/**
 * Create-or-update for a versioned record: the update names the version the
 * form started from; a conflict is remembered so the form can offer the current
 * data instead of overwriting it.
 */
export function useVersionedSave<T, I>(options: {
  existing: Listed<T> | undefined;
  create: string;
  update: string;
  get: string;
  /** The request body's key for the record ("client", "lawsuit"). */
  field: string;
  onFailure: (error: unknown) => void;
  onReloaded: (current: Listed<T>) => void;
}) {
  const [base, setBase] = useState(options.existing);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);

  async function save(values: I): Promise<Listed<T> | null> {
    setSaving(true);
    setConflict(false);
    try {
      return base
        ? await call<unknown, Listed<T>>(options.update, { id: base.id, expectedVersion: base.version, [options.field]: values })
        : await call<unknown, Listed<T>>(options.create, { [options.field]: values });
    } catch (failure) {
      options.onFailure(failure);
      if (failure instanceof CallError && failure.id === 'conflict') setConflict(true);
      return null;
    } finally {
      setSaving(false);
    }
  }

  async function loadCurrent(): Promise<void> {
    if (!base) return;
    const current = await call<{ id: string }, Listed<T>>(options.get, { id: base.id });
    setBase(current);
    options.onReloaded(current);
    setConflict(false);
  }

  return { base, saving, conflict, save, loadCurrent };
}
