import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from '@office/domain/schema';
import { useSchemaForm } from './use-schema-form';
import { CallError } from '../../lib/callable';
import { messageOf, isConflict } from '../../lib/error-message';

/** What an update names: the record and the version the form started from. */
export interface VersionTarget {
  id: string;
  expectedVersion: number;
}

/**
 * Create-or-edit form of a versioned record. An update names the version the form started from;
 * when someone else saved in between, the server refuses with `conflict` and `conflict` turns true:
 * the form offers `loadCurrent`, which reads the record again and resets the form to it (discarding
 * the person's changes rather than overwriting the other save). `rebase` adopts the record as another call of
 * the same person saved it (a photo set beside the form): the next update names its version, the typed values stay.
 */
export function useRecordForm<T extends FieldValues, R extends { id: string; version: number }>(options: {
  schema: z.ZodType<unknown, T>;
  existing: R | undefined;
  empty: T;
  toValues: (record: R) => T;
  create: (values: T) => Promise<R>;
  update: (target: VersionTarget, values: T) => Promise<R>;
  /** The record as the server has it now (not the cache). */
  fetchCurrent: (id: string) => Promise<R>;
  onSaved: (record: R) => void;
}) {
  const { existing, toValues } = options;
  const { form, formError, setFormError, submit, markClean } = useSchemaForm(options.schema, existing ? toValues(existing) : options.empty);
  const [base, setBase] = useState(existing);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  /** The last save's refusal, for what a form shows beyond the message (the holder of a duplicate CPF/CNPJ). */
  const [refusal, setRefusal] = useState<CallError | null>(null);

  const onSubmit = submit(async (values) => {
    setConflict(false);
    setRefusal(null);
    try {
      const saved = base ? await options.update({ id: base.id, expectedVersion: base.version }, values) : await options.create(values);
      options.onSaved(saved);
    } catch (failure) {
      if (isConflict(failure)) setConflict(true);
      if (failure instanceof CallError) setRefusal(failure);
      throw failure;
    }
  });

  async function loadCurrent(): Promise<void> {
    if (!base) return;
    setReloading(true);
    try {
      const current = await options.fetchCurrent(base.id);
      setBase(current);
      form.reset(toValues(current));
      setConflict(false);
      setFormError(null);
    } catch (failure) {
      setFormError(messageOf(failure));
    } finally {
      setReloading(false);
    }
  }

  return { form, formError, base, conflict, refusal, reloading, saving: form.formState.isSubmitting, onSubmit, loadCurrent, rebase: setBase, markClean };
}
