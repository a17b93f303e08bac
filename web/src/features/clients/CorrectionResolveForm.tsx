import { portalCorrectionResolveInput, type PortalCorrectionView } from '@office/domain/portal-corrections';
import { useResolveCorrection } from '../../api/portal-corrections';
import { SelectField, TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { FormAlert } from '../../components/ui/form-fields';
import { Button } from '../../components/ui/primitives';

/** "Responder pedido de correção": Corrigido (after editing the client) or Recusado, with a short note the client reads on the portal. */
export function CorrectionResolveForm({
  request,
  onSaved,
  onCancel,
}: {
  request: PortalCorrectionView;
  onSaved: (r: PortalCorrectionView) => void;
  onCancel: () => void;
}) {
  const resolve = useResolveCorrection();
  const { form, formError, submit } = useSchemaForm(portalCorrectionResolveInput, {
    id: request.id,
    expectedVersion: request.version,
    status: 'corrigido' as const,
    answer: '',
  });
  const bound = { control: form.control, register: form.register };
  const onSubmit = submit(async (values) => onSaved(await resolve.mutateAsync(values)));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
        <p className="font-medium">{request.field}</p>
        <p className="whitespace-pre-line wrap-anywhere">{request.text}</p>
      </div>
      <SelectField
        {...bound}
        name="status"
        label="Resposta"
        hint="Corrija antes os dados do cliente (Editar): o portal mostra a qualificação como está no cadastro."
        options={[
          ['corrigido', 'Corrigido'],
          ['recusado', 'Recusado'],
        ]}
      />
      <TextField {...bound} name="answer" label="Mensagem ao cliente" placeholder="Endereço atualizado no cadastro." autoComplete="off" />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={resolve.isPending}>
          {resolve.isPending ? 'Enviando…' : 'Responder'}
        </Button>
      </div>
    </form>
  );
}
