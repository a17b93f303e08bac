import type { IntimationBulkResult } from '@office/domain';
import { intimationBulkInput } from '@office/domain/intimation-worklist';
import { TRIAGE_REASON_MAX } from '@office/domain/intimation-triage';
import { useDirectory } from '../../api/directory';
import { useBulkIntimations } from '../../api/intimations';
import { SelectField, TextareaField, TextField } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useSession } from '../../lib/session-context';

export interface BulkItem {
  id: string;
  expectedVersion: number;
}

interface BulkFormProps {
  items: BulkItem[];
  onDone: (result: IntimationBulkResult) => void;
  onCancel: () => void;
}

const many = (n: number) => (n === 1 ? 'a intimação selecionada' : `as ${n.toLocaleString('pt-BR')} intimações selecionadas`);

/** "Ciente" for the selection: one reason for all, kept with each and its name. */
export function BulkCienteForm({ items, onDone, onCancel }: BulkFormProps) {
  const bulk = useBulkIntimations();
  const { form, formError, submit } = useSchemaForm(intimationBulkInput, { action: 'ciente', items, reason: '' });
  const onSubmit = submit(async (values) => onDone(await bulk.mutateAsync(values)));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={false} onReload={onCancel} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Marca {many(items.length)} como tratada{items.length === 1 ? '' : 's'}, sem prazo a contar, com o motivo e o seu nome. Cada uma pode ser reaberta
        depois.
      </p>
      <TextareaField
        control={form.control}
        register={form.register}
        name="reason"
        label="Motivo"
        hint={`Até ${TRIAGE_REASON_MAX} caracteres. Ex.: Mero expediente, sem prazo para a parte.`}
        rows={2}
      />
      <FormActions saving={form.formState.isSubmitting} label="Marcar como ciente" onCancel={onCancel} />
    </form>
  );
}

/** "Encaminhar" the selection to a colleague who reads Processos, with an optional note. */
export function BulkForwardForm({ items, onDone, onCancel }: BulkFormProps) {
  const bulk = useBulkIntimations();
  const directory = useDirectory();
  const { me } = useSession();
  const { form, formError, submit } = useSchemaForm(intimationBulkInput, { action: 'encaminhar', items, to: '', note: '' });
  const onSubmit = submit(async (values) => onDone(await bulk.mutateAsync(values)));
  const colleagues = directory.entries.filter((e) => e.lawsuits && e.uid !== me?.uid);
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={false} onReload={onCancel} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        A pessoa escolhida passa a ver {many(items.length)} como sua{items.length === 1 ? '' : 's'} até que seja{items.length === 1 ? '' : 'm'} tratada
        {items.length === 1 ? '' : 's'}.
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
