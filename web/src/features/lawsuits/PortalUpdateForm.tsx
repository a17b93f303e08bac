import { portalUpdateText, type PortalUpdateText, type PortalUpdateView } from '@office/domain/portal-cases';
import { usePublishPortalUpdate, useSavePortalDraft } from '../../api/portal-cases';
import { TextareaField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { FormAlert } from '../../components/ui/form-fields';
import { Button } from '../../components/ui/primitives';

/** What the form closes with: the update as stored, and whether it was published or kept as a draft. */
export interface PortalUpdateSaved {
  update: PortalUpdateView;
  published: boolean;
}

/**
 * "Nova atualização" / a draft's edit: the three parts the client reads, drafted from the lawsuit's andamentos and
 * prazos, for the lawyer to edit. "Salvar rascunho" keeps it for later; "Publicar" shows it to the client and
 * e-mails the accounts that accept notices. Nothing is published by itself.
 */
export function PortalUpdateForm({
  lawsuitId,
  draft,
  initial,
  recipients,
  onSaved,
  onCancel,
}: {
  lawsuitId: string;
  /** The saved draft being edited (null: a new update). */
  draft: PortalUpdateView | null;
  initial: PortalUpdateText;
  /** How many client accounts get the e-mail when it is published. */
  recipients: number;
  onSaved: (saved: PortalUpdateSaved) => void;
  onCancel: () => void;
}) {
  const save = useSavePortalDraft();
  const publish = usePublishPortalUpdate();
  const { form, formError, submit } = useSchemaForm(portalUpdateText, initial);
  const bound = { control: form.control, register: form.register };
  const target = { lawsuitId, id: draft?.id ?? null, expectedVersion: draft?.version ?? 0 };
  const keep = submit(async (text) => onSaved({ update: await save.mutateAsync({ ...target, text }), published: false }));
  const send = submit(async (text) => onSaved({ update: await publish.mutateAsync({ ...target, text }), published: true }));
  const busy = save.isPending || publish.isPending;
  return (
    <form onSubmit={(e) => void send(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Um rascunho feito dos andamentos e prazos recentes, em palavras simples. Revise antes de publicar: o cliente lê exatamente este texto.
      </p>
      <TextareaField {...bound} name="happened" label="O que aconteceu" rows={5} />
      <TextareaField {...bound} name="next" label="O que vem agora" rows={4} />
      <TextareaField {...bound} name="needed" label="O que precisamos de você" rows={3} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {recipients === 0
          ? 'Ao publicar, a atualização aparece no portal. Nenhuma conta deste processo aceitou avisos por e-mail.'
          : `Ao publicar, a atualização aparece no portal e ${recipients === 1 ? '1 conta recebe' : `${recipients} contas recebem`} um e-mail.`}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button variant="secondary" disabled={busy} onClick={(e) => void keep(e)}>
          {save.isPending ? 'Salvando…' : 'Salvar rascunho'}
        </Button>
        <Button type="submit" disabled={busy}>
          {publish.isPending ? 'Publicando…' : 'Publicar'}
        </Button>
      </div>
    </form>
  );
}
