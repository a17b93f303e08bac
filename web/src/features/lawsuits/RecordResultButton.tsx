import { officeDate } from '@office/domain/dates';
import { lawsuitResultInput, SUCCESS_BASE_LABELS, SUCCESS_BASES, type LawsuitResultRecorded } from '@office/domain/fee-agreements';
import { useRecordLawsuitResult } from '../../api/fee-agreements';
import { DateField } from '../../components/form/DateInput';
import { MoneyField } from '../../components/form/DecimalInput';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { SelectField, TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useFormDialog } from '../../components/record/record-dialogs';
import { buttonClass } from '../../components/ui/primitives';

interface FormProps {
  lawsuitId: string;
  onSaved: (saved: LawsuitResultRecorded) => void;
  onCancel: () => void;
}

/** The result and its amount: the fee agreements' success fees follow in Financeiro, whose amounts the lawyer does not see. */
function RecordResultForm({ lawsuitId, onSaved, onCancel }: FormProps) {
  const record = useRecordLawsuitResult();
  const { form, formError, submit } = useSchemaForm(lawsuitResultInput, {
    lawsuitId,
    base: 'acordo',
    baseAmount: Number.NaN,
    date: officeDate(),
    description: null,
  });
  const onSubmit = submit(async (v) => onSaved(await record.mutateAsync(v)));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={false} onReload={onCancel} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Registre o acordo, a sentença ou o alvará com o valor do proveito econômico. Os honorários de êxito previstos no contrato do cliente são lançados no
        Financeiro, que é avisado.
      </p>
      <SelectField
        control={form.control}
        register={form.register}
        name="base"
        label="Resultado"
        options={SUCCESS_BASES.map((b) => [b, SUCCESS_BASE_LABELS[b]] as const)}
      />
      <MoneyField control={form.control} name="baseAmount" label="Valor (proveito econômico)" />
      <DateField control={form.control} register={form.register} name="date" label="Data" />
      <TextField control={form.control} register={form.register} name="description" label="Descrição (opcional)" hint="ex.: acordo homologado em audiência" />
      <FormActions saving={form.formState.isSubmitting} label="Registrar resultado" onCancel={onCancel} />
    </form>
  );
}

/** "Registrar resultado" on a lawsuit's page, for who edits Processos. */
export function RecordResultButton({ lawsuitId }: { lawsuitId: string }) {
  const openForm = useFormDialog();
  const open = () =>
    openForm<LawsuitResultRecorded>({
      title: 'Registrar resultado',
      size: 'md',
      form: (close) => <RecordResultForm lawsuitId={lawsuitId} {...close} />,
      done: (r) => ({
        summary: 'Resultado registrado',
        detail:
          r.agreements === 1
            ? 'Os honorários de êxito foram lançados e o Financeiro, avisado.'
            : `Honorários de êxito lançados em ${r.agreements} contratos; o Financeiro foi avisado.`,
      }),
    });
  return (
    <button type="button" className={buttonClass('secondary')} onClick={() => void open()}>
      Registrar resultado
    </button>
  );
}
