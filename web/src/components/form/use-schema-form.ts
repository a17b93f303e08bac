import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from '@office/domain/schema';
import { countFieldErrors, fieldsSummary, showServerErrors } from './server-errors';
import { useUnsavedChanges } from './unsaved';

/**
 * react-hook-form on the callable's own zod schema: validated as the person types once a field was
 * left (or the form submitted); the values sent are the ones typed (the callable parses them with
 * the same schema, so its refusals name the same fields).
 */
export function useSchemaForm<T extends FieldValues>(schema: z.ZodType<unknown, T>, defaultValues: T) {
  const form = useForm<T, unknown, T>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    // The full values, not a partial: every field starts with a value of its type.
    defaultValues: defaultValues as DefaultValues<T>,
    mode: 'onTouched',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  // A person's edit is known at once (watch calls back inside the input event); isDirty only after the render.
  const { changed } = unsaved;
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') changed();
    });
    return () => subscription.unsubscribe();
  }, [form, changed]);

  /**
   * An onSubmit handler: validates, runs `action`, and puts its failure on the form. When fields are
   * invalid, react-hook-form focuses (and so scrolls to) the first one and the top of the form says how many.
   */
  function submit(action: (values: T) => Promise<void>) {
    return form.handleSubmit(
      async (values) => {
        setFormError(null);
        unsaved.pause();
        try {
          await action(values);
          // What was saved is the new starting point: clean until the next edit.
          form.reset(values, { keepValues: true });
          unsaved.saved();
        } catch (failure) {
          unsaved.resume();
          setFormError(showServerErrors(form, failure));
        }
      },
      (errors) => setFormError(fieldsSummary(countFieldErrors(errors))),
    );
  }

  /** The typed values are taken elsewhere on purpose (not lost): leave without asking to discard them. */
  const markClean = unsaved.saved;
  return { form, formError, setFormError, submit, markClean };
}
