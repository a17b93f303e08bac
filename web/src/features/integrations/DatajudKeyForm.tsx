import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { datajudSettingsInput, type IntegrationsOverview, type IntegrationView } from '@office/domain/integrations';
import { integrationQueries, useUpdateDatajud } from '../../api/integrations';
import { TextField } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { messageOf, isConflict } from '../../lib/error-message';

const keySchema = datajudSettingsInput.omit({ expectedVersion: true });

export const DATAJUD_CONFLICT =
  'Outra pessoa alterou a configuração do DataJud enquanto esta janela estava aberta, e nada foi salvo. Veja a configuração atual e tente de novo.';

/** Administrators: DataJud's API key, saved on the version the page showed. */
export function DatajudKeyForm({
  view,
  onSaved,
  onCancel,
}: {
  view: IntegrationView;
  onSaved: (overview: IntegrationsOverview) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const update = useUpdateDatajud();
  const [base, setBase] = useState(view);
  const [conflict, setConflict] = useState(false);
  const { form, formError, setFormError, submit } = useSchemaForm(keySchema, { apiKey: '' });

  const onSubmit = submit(async ({ apiKey }) => {
    setConflict(false);
    try {
      onSaved(await update.mutateAsync({ expectedVersion: base.version, apiKey }));
    } catch (failure) {
      if (!isConflict(failure)) throw failure;
      setConflict(true);
      throw new Error(DATAJUD_CONFLICT);
    }
  });

  async function loadCurrent() {
    try {
      const current = await client.query({ ...integrationQueries.overview(), staleTime: 0 });
      setBase(current.datajud);
      form.reset({ apiKey: '' });
      setConflict(false);
      setFormError(null);
    } catch (failure) {
      setFormError(messageOf(failure));
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Em uso agora: <strong className="font-semibold">{base.usesPublicKey ? 'a chave pública do CNJ' : 'uma chave informada pelo escritório'}</strong>
        {base.keyRejected && ', que o DataJud recusou na última consulta'}.
      </p>
      <TextField
        control={form.control}
        register={form.register}
        name="apiKey"
        label="Chave da API"
        autoComplete="off"
        spellCheck={false}
        className="font-mono text-sm"
        hint="A chave publicada no wiki do DataJud (datajud-wiki.cnj.jus.br, “Acesso”). Pode colar com ou sem o “APIKey ” do início."
      />
      <FormActions saving={form.formState.isSubmitting} label="Salvar chave" onCancel={onCancel} />
    </form>
  );
}
