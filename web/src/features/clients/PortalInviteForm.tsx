import type { ClientRecord, Listed, PortalAccountView } from '@office/domain';
import { portalInviteInput } from '@office/domain/portal';
import { useInvitePortalAccount } from '../../api/portal';
import { TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { FormAlert } from '../../components/ui/form-fields';
import { Button } from '../../components/ui/primitives';

/**
 * "Convidar para o portal": who will sign in (the client, or a named contact of a company) and the address the
 * invitation goes to. The e-mail carries the link where the person creates the password.
 */
export function PortalInviteForm({
  client,
  onSaved,
  onCancel,
}: {
  client: Listed<ClientRecord>;
  onSaved: (a: PortalAccountView) => void;
  onCancel: () => void;
}) {
  const invite = useInvitePortalAccount();
  const { form, formError, submit } = useSchemaForm(portalInviteInput, {
    clientId: client.id,
    name: client.kind === 'pf' ? client.name : (client.legalRepresentative ?? ''),
    email: client.emails[0] ?? '',
  });
  const bound = { control: form.control, register: form.register };
  const onSubmit = submit(async (values) => onSaved(await invite.mutateAsync(values)));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <TextField {...bound} name="name" label={client.kind === 'pf' ? 'Nome de quem vai acessar' : 'Nome do contato da empresa'} autoComplete="off" />
      <TextField {...bound} name="email" label="E-mail do convite" type="email" autoComplete="off" hint="O convite leva um link para criar a senha." />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No portal, a pessoa vê só os processos deste cliente que você abrir para ela, com as atualizações que você publicar.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Enviando…' : 'Enviar convite'}
        </Button>
      </div>
    </form>
  );
}
