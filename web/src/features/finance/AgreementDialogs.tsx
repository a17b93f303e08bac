import { useState } from 'react';
import { officeDate } from '@office/domain/dates';
import {
  agreementEndInput,
  successRecordInput,
  SUCCESS_BASE_LABELS,
  type AgreementDetail,
  type AgreementSaved,
  type Clause,
} from '@office/domain/fee-agreements';
import { successFeeAmount } from '@office/domain/finance';
import { formatBRL } from '@office/domain/money';
import { useWatch } from 'react-hook-form';
import { useEndAgreement, useRecordSuccess } from '../../api/fee-agreements';
import { DateField } from '../../components/form/DateInput';
import { MoneyField } from '../../components/form/DecimalInput';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { SelectField, TextareaField, TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { isConflict } from '../../lib/error-message';

interface DialogProps {
  agreement: AgreementDetail;
  onSaved: (saved: AgreementSaved) => void;
  onCancel: () => void;
}

/** "Registrar êxito": the result (acordo, sentença, alvará) and its amount; the fee and its calculation follow. */
export function RecordSuccessForm({ agreement: a, onSaved, onCancel }: DialogProps) {
  const clauses = a.clauses.filter((c): c is Extract<Clause, { kind: 'exito' }> => c.kind === 'exito');
  const first = clauses[0];
  const record = useRecordSuccess();
  const [conflict, setConflict] = useState(false);
  const { form, formError, submit } = useSchemaForm(successRecordInput, {
    id: a.id,
    expectedVersion: a.version,
    clauseId: first?.id ?? '',
    base: first?.bases[0] ?? 'acordo',
    baseAmount: Number.NaN,
    date: officeDate(),
    description: null,
  });
  const [clauseId, baseAmount] = useWatch({ control: form.control, name: ['clauseId', 'baseAmount'] });
  const clause = clauses.find((c) => c.id === clauseId);
  const onSubmit = submit(async (v) => {
    try {
      onSaved(await record.mutateAsync(v));
    } catch (failure) {
      setConflict(isConflict(failure));
      throw failure;
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={conflict} onReload={onCancel} />
      <SelectField
        control={form.control}
        register={form.register}
        name="clauseId"
        label="Cláusula"
        options={clauses.map((c) => [c.id, c.description] as const)}
      />
      <SelectField
        control={form.control}
        register={form.register}
        name="base"
        label="Base"
        options={(clause?.bases ?? []).map((b) => [b, SUCCESS_BASE_LABELS[b]] as const)}
      />
      <MoneyField control={form.control} name="baseAmount" label="Valor-base (proveito econômico)" />
      <DateField control={form.control} register={form.register} name="date" label="Data" />
      <TextField control={form.control} register={form.register} name="description" label="Descrição (opcional)" hint="ex.: acordo homologado em audiência" />
      {clause && Number.isSafeInteger(baseAmount) && baseAmount > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Honorários de êxito: {formatBRL(successFeeAmount({ percentBp: clause.percentBp, baseAmount }))}
        </p>
      )}
      <FormActions saving={form.formState.isSubmitting} label="Registrar êxito" onCancel={onCancel} />
    </form>
  );
}

/** "Encerrar": the date and the reason; the open lançamentos due after it are cancelled. */
export function EndAgreementForm({ agreement: a, onSaved, onCancel }: DialogProps) {
  const end = useEndAgreement();
  const [conflict, setConflict] = useState(false);
  const { form, formError, submit } = useSchemaForm(agreementEndInput, { id: a.id, expectedVersion: a.version, date: officeDate(), reason: '' });
  const onSubmit = submit(async (v) => {
    try {
      onSaved(await end.mutateAsync(v));
    } catch (failure) {
      setConflict(isConflict(failure));
      throw failure;
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={conflict} onReload={onCancel} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Os lançamentos em aberto com vencimento depois da data serão cancelados com o motivo. Os pagos e os vencidos até a data continuam.
      </p>
      <DateField control={form.control} register={form.register} name="date" label="Encerrado em" />
      <TextareaField control={form.control} register={form.register} name="reason" label="Motivo" rows={2} />
      <FormActions saving={form.formState.isSubmitting} label="Encerrar contrato" onCancel={onCancel} />
    </form>
  );
}
