import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { recordPath, listPath } from '@office/domain/addresses';
import { officeDate } from '@office/domain/dates';
import { agreementInput, type AgreementInput, type AgreementPlanAnswer, type AgreementDetail } from '@office/domain/fee-agreements';
import { clientQueries } from '../../api/clients';
import { feeAgreementQueries, useCreateAgreement, useUpdateAgreement } from '../../api/fee-agreements';
import { financeQueries, useAccounts } from '../../api/finance';
import { DateField } from '../../components/form/DateInput';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { SelectField, TextareaField, TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { LoadError } from '../../components/ui/LoadError';
import { Button, Card, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { call } from '../../lib/callable';
import { isConflict, messageOf } from '../../lib/error-message';
import { useRecordTitle } from '../../lib/page-title';
import { AgreementPreview } from './AgreementPreview';
import { ClauseEditor } from './ClauseEditor';

/** The form's values of a stored agreement. */
function valuesOf(a: AgreementDetail): AgreementInput {
  const { clientId, lawsuitId, title, scope, signedOn, accountId, clauses, notes } = a;
  return { clientId, lawsuitId, title, scope, signedOn, accountId, clauses, notes };
}

/** /transactions/agreements/form?client=… (new) or ?id=… (edit): the agreement's terms, its clauses and their preview. */
export function AgreementFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const existing = useQuery({ ...feeAgreementQueries.detail(id ?? ''), enabled: !!id });
  const clientId = id ? existing.data?.clientId : params.get('client');
  useRecordTitle(id ? 'Editar contrato de honorários' : 'Novo contrato de honorários');
  if (id && existing.isError) return <LoadError error={existing.error} />;
  if ((id && !existing.data) || !clientId)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{clientId === null ? 'Escolha o cliente na página dele.' : 'Carregando…'}</p>;
  const empty: AgreementInput = {
    clientId,
    lawsuitId: null,
    title: 'Contrato de prestação de serviços advocatícios',
    scope: null,
    signedOn: officeDate(),
    accountId: null,
    clauses: [],
    notes: '',
  };
  return <AgreementForm existing={existing.data ?? null} values={existing.data ? valuesOf(existing.data) : empty} />;
}

function AgreementForm({ existing, values }: { existing: AgreementDetail | null; values: AgreementInput }) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateAgreement();
  const update = useUpdateAgreement();
  const client = useQuery(clientQueries.detail(values.clientId));
  const lawsuits = useQuery(financeQueries.lawsuitChoices(values.clientId));
  const accounts = useAccounts();
  const { form, formError, setFormError, submit } = useSchemaForm(agreementInput, values);
  const [conflict, setConflict] = useState(false);
  const [preview, setPreview] = useState<AgreementPlanAnswer | null>(null);
  const back = existing ? recordPath('feeAgreements', existing.id) : recordPath('clients', values.clientId);

  async function showPreview(): Promise<void> {
    const parsed = agreementInput.safeParse(form.getValues());
    if (!parsed.success) {
      await form.trigger();
      setFormError('Corrija os campos destacados para ver os lançamentos.');
      return;
    }
    setFormError(null);
    try {
      setPreview(await call('feeAgreements-preview', { id: existing?.id ?? null, agreement: form.getValues() }));
    } catch (failure) {
      setFormError(messageOf(failure));
    }
  }

  const onSubmit = submit(async (v) => {
    setConflict(false);
    try {
      const saved = existing
        ? await update.mutateAsync({ id: existing.id, expectedVersion: existing.version, agreement: v })
        : await create.mutateAsync({ agreement: v });
      const s = saved.summary;
      toast.show({
        severity: 'success',
        summary: existing ? 'Contrato atualizado' : 'Contrato cadastrado',
        detail: `${s.created} lançamento(s) criado(s), ${s.updated} atualizado(s), ${s.cancelled} cancelado(s); ${s.kept} pago(s) ou cancelado(s) mantido(s).`,
      });
      void navigate(recordPath('feeAgreements', saved.agreement.id));
    } catch (failure) {
      setConflict(isConflict(failure));
      throw failure;
    }
  });

  return (
    <>
      <PageHeader
        title={existing ? `Editar ${existing.title}` : 'Novo contrato de honorários'}
        description={client.data ? `Cliente: ${client.data.name}` : undefined}
      />
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-6">
        <SaveProblem message={formError} conflict={conflict} onReload={() => void navigate(back)} />
        <Card title="Contrato" icon="book">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={form.control} register={form.register} name="title" label="Título" />
            <DateField control={form.control} register={form.register} name="signedOn" label="Assinado em" />
            <SelectField
              control={form.control}
              register={form.register}
              name="lawsuitId"
              label="Processo"
              emptyAsNull
              options={[['', 'Nenhum (contrato do cliente)'], ...(lawsuits.data ?? []).map((l) => [l.id, `${l.label} — ${l.parties}`] as const)]}
            />
            <TextField control={form.control} register={form.register} name="scope" label="Objeto (sem processo)" hint="ex.: consultoria trabalhista" />
            <SelectField
              control={form.control}
              register={form.register}
              name="accountId"
              label="Conta de recebimento"
              emptyAsNull
              options={[['', 'Nenhuma'], ...(accounts.data ?? []).filter((a) => a.active).map((a) => [a.id, a.name] as const)]}
            />
          </div>
          <div className="mt-4">
            <TextareaField control={form.control} register={form.register} name="notes" label="Observações" rows={2} />
          </div>
        </Card>
        <Card title="Cláusulas de honorários" icon="wallet">
          <ClauseEditor control={form.control} register={form.register} />
        </Card>
        <Card
          title="Lançamentos que serão gerados"
          icon="calendar"
          action={
            <Button variant="secondary" icon="refresh" onClick={() => void showPreview()}>
              Ver lançamentos
            </Button>
          }
        >
          {preview ? (
            <AgreementPreview plan={preview} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">Veja os lançamentos antes de salvar: os pagos nunca são alterados.</p>
          )}
        </Card>
        <FormActions
          saving={form.formState.isSubmitting}
          label={existing ? 'Salvar nova versão' : 'Cadastrar contrato'}
          onCancel={() => void navigate(existing ? back : listPath('finance'))}
        />
      </form>
    </>
  );
}
