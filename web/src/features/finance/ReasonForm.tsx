import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from '@office/domain/schema';
import { TextareaField } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { isConflict } from '../../lib/error-message';

/**
 * A confirmation that needs a reason (cancelling a lançamento, reversing a payment): what will happen, the
 * motivo, and the action. The reason is kept with the record and in the audit log.
 */
export function ReasonForm<T extends FieldValues & { reason: string }, R>({
  schema,
  values,
  intro,
  label,
  action,
  onDone,
  onCancel,
}: {
  schema: z.ZodType<unknown, T>;
  /** The request body, `reason` empty. */
  values: T;
  intro: string;
  label: string;
  action: (values: T) => Promise<R>;
  onDone: (result: R) => void;
  onCancel: () => void;
}) {
  const { form, formError, submit } = useSchemaForm(schema, values);
  const [conflict, setConflict] = useState(false);
  const onSubmit = submit(async (v) => {
    setConflict(false);
    try {
      onDone(await action(v));
    } catch (failure) {
      setConflict(isConflict(failure));
      throw failure;
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={conflict} onReload={onCancel} />
      <p className="text-sm text-slate-700 dark:text-slate-300">{intro}</p>
      <TextareaField control={form.control} register={form.register} name={'reason' as Path<T>} label="Motivo" rows={2} />
      <FormActions saving={form.formState.isSubmitting} label={label} onCancel={onCancel} />
    </form>
  );
}
