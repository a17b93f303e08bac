import { portalRequestCreateInput, type PortalRequestView } from '@office/domain/portal-documents';
import { useCreateDocumentRequest } from '../../api/portal-docs';
import { DateField } from '../../components/form/DateInput';
import { SelectField, TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { FormAlert } from '../../components/ui/form-fields';
import { Button } from '../../components/ui/primitives';

/**
 * "Solicitar documento ao cliente": what to send ("Envie seu comprovante de residência"), a note, a date, and the
 * lawsuit it is for (its files get the upload; else the client's files do).
 */
export function DocumentRequestForm({
  clientId,
  lawsuits,
  onSaved,
  onCancel,
}: {
  clientId: string;
  lawsuits: readonly { id: string; label: string }[];
  onSaved: (r: PortalRequestView) => void;
  onCancel: () => void;
}) {
  const create = useCreateDocumentRequest();
  const { form, formError, submit } = useSchemaForm(portalRequestCreateInput, { clientId, lawsuitId: null, title: '', note: '', dueDate: null });
  const bound = { control: form.control, register: form.register };
  const onSubmit = submit(async (values) => onSaved(await create.mutateAsync(values)));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <TextField {...bound} name="title" label="Documento pedido" placeholder="Envie seu comprovante de residência" autoComplete="off" />
      <TextField {...bound} name="note" label="Observação para o cliente (opcional)" autoComplete="off" />
      <DateField {...bound} name="dueDate" label="Enviar até (opcional)" />
      {lawsuits.length > 0 && (
        <SelectField
          {...bound}
          name="lawsuitId"
          label="Processo (opcional)"
          hint="O arquivo enviado vai para os arquivos do processo; sem processo, para os do cliente."
          emptyAsNull
          options={[['', '—'], ...lawsuits.map((l) => [l.id, l.label] as const)]}
        />
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">O cliente vê o pedido no portal e envia o arquivo por lá.</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Enviando…' : 'Solicitar'}
        </Button>
      </div>
    </form>
  );
}
