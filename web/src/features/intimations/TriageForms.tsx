import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { IntimationRecord, Listed } from '@office/domain';
import { intimationAcknowledgeInput, intimationForwardInput } from '@office/domain/intimation-triage-inputs';
import { TRIAGE_REASON_MAX } from '@office/domain/intimation-triage';
import { useDirectory } from '../../api/directory';
import { intimationKeys, useAcknowledgeIntimation, useForwardIntimation } from '../../api/intimations';
import { SelectField, TextareaField, TextField } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { CallError } from '../../lib/callable';
import { isConflict, messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';

interface TriageFormProps {
  intimation: Listed<IntimationRecord>;
  onDone: (saved: Listed<IntimationRecord>) => void;
  onCancel: () => void;
  /** After a conflict: leave the form (what was typed is dropped, as the button says) to see the current data. */
  onReload: () => void;
}

/**
 * Runs a triage save: a conflict offers the current data, and a refusal because the intimação changed meanwhile
 * says why in the server's words; either way the page reads the intimação again.
 */
function useTriageSave(id: string) {
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState(false);
  async function save<T>(run: () => Promise<T>): Promise<T> {
    setConflict(false);
    try {
      return await run();
    } catch (failure) {
      const stale = isConflict(failure) || (failure instanceof CallError && failure.id === 'invalid-state');
      setConflict(isConflict(failure));
      if (stale) void queryClient.invalidateQueries({ queryKey: intimationKeys.detail(id) });
      if (failure instanceof CallError && failure.id === 'invalid-state') throw new Error(messageOf(failure));
      throw failure;
    }
  }
  return { conflict, save };
}

/** "Sem prazo (ciente)": the reason, kept with the intimação and its name. */
export function AcknowledgeForm({ intimation, onDone, onCancel, onReload }: TriageFormProps) {
  const acknowledge = useAcknowledgeIntimation();
  const { conflict, save } = useTriageSave(intimation.id);
  const { form, formError, submit } = useSchemaForm(intimationAcknowledgeInput, { id: intimation.id, expectedVersion: intimation.version, reason: '' });
  const onSubmit = submit(async (values) => onDone(await save(() => acknowledge.mutateAsync(values))));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={conflict} onReload={onReload} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        A intimação fica tratada, sem prazo a contar, com o motivo e o seu nome. Se for preciso, ela pode ser reaberta.
      </p>
      <TextareaField
        control={form.control}
        register={form.register}
        name="reason"
        label="Motivo"
        hint={`Até ${TRIAGE_REASON_MAX} caracteres. Ex.: Mero expediente, sem prazo para a parte.`}
        rows={2}
      />
      <FormActions saving={form.formState.isSubmitting} label="Marcar sem prazo" onCancel={onCancel} />
    </form>
  );
}

/** "Encaminhar": a colleague who reads Processos (not the one who has it now), and an optional note. */
export function ForwardForm({ intimation, onDone, onCancel, onReload }: TriageFormProps) {
  const forward = useForwardIntimation();
  const directory = useDirectory();
  const { me } = useSession();
  const { conflict, save } = useTriageSave(intimation.id);
  const { form, formError, submit } = useSchemaForm(intimationForwardInput, { id: intimation.id, expectedVersion: intimation.version, to: '', note: '' });
  const onSubmit = submit(async (values) => onDone(await save(() => forward.mutateAsync(values))));
  const colleagues = directory.entries.filter((e) => e.lawsuits && e.uid !== me?.uid && e.uid !== intimation.assignee);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={conflict} onReload={onReload} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        A pessoa escolhida passa a ver a intimação como sua (em “Encaminhadas a mim” e no início), até que ela seja tratada.
      </p>
      <SelectField
        control={form.control}
        register={form.register}
        name="to"
        label="Encaminhar para"
        hint="Pessoas ativas da equipe que acessam Processos."
        options={[['', 'Escolha a pessoa'], ...colleagues.map((e) => [e.uid, directory.labelOf(e.uid)] as const)]}
      />
      <TextField
        control={form.control}
        register={form.register}
        name="note"
        label="Observação (opcional)"
        hint={`Até ${TRIAGE_REASON_MAX} caracteres: o que a pessoa deve verificar.`}
      />
      <FormActions saving={form.formState.isSubmitting} label="Encaminhar" onCancel={onCancel} />
    </form>
  );
}
