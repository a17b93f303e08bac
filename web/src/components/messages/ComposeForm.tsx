import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { CallInput } from '@office/domain/contracts';
import {
  MAX_MESSAGE_RECIPIENTS,
  MESSAGE_LINK_LABELS,
  MESSAGE_LINK_SECTION,
  messageSendInput,
  type MessageLinkKind,
  type ThreadView,
} from '@office/domain/messages';
import { can } from '@office/domain/policy';
import { directoryQueries, useDirectory } from '../../api/directory';
import { useSendMessage } from '../../api/messages';
import { fieldId, TextareaField, TextField, useFieldError } from '../form/fields';
import { ClientPicker, LawsuitPicker } from '../form/pickers';
import { Select, type SelectOption } from '../form/Select';
import { useSchemaForm } from '../form/use-schema-form';
import { FormAlert } from '../ui/form-fields';
import { Icon } from '../ui/Icon';
import { Button } from '../ui/primitives';
import { useSession } from '../../lib/session-context';
import { linkIcon } from './message-text';
import { RecipientsField } from './RecipientsField';
import { messageOf } from '../../lib/error-message';

/** A record a message is about, as the page that offers "Enviar mensagem" names it. */
export interface ComposeLink {
  kind: MessageLinkKind;
  id: string;
  /** "Maria Souza", "1234567-89.2024.8.26.0100", "Audiência de conciliação, 12/03/2027". */
  label: string;
}

type ComposeValues = CallInput<'messages-send'>;

/** The kinds the "Vincular a" select offers (an agenda entry is linked from its own page). */
const PICKABLE_KINDS = ['client', 'lawsuit'] as const satisfies readonly MessageLinkKind[];
const PICKER_NOUNS: Record<(typeof PICKABLE_KINDS)[number], string> = { client: 'o cliente', lawsuit: 'o processo' };

/**
 * "Nova mensagem": colleagues, subject, plain-text body, and optionally the client or lawsuit it is about.
 * A page can open it with its record already linked (`link`): shown as a chip the person may remove.
 */
export function ComposeForm({ link, onSent, onCancel }: { link?: ComposeLink | null; onSent: (thread: ThreadView) => void; onCancel: () => void }) {
  const { me } = useSession();
  const directory = useDirectory();
  // The same cached query as useDirectory's: here for whether the team is still on its way.
  const team = useQuery(directoryQueries.list());
  const send = useSendMessage();
  const [fixed, setFixed] = useState(link ?? null);
  const { form, formError, submit } = useSchemaForm<ComposeValues>(messageSendInput, {
    toIds: [],
    subject: '',
    body: '',
    link: link ? { kind: link.kind, id: link.id } : null,
  });
  const { control, register } = form;
  const bound = { control, register };
  const recipients = useController({ control, name: 'toIds' });
  const linked = useController({ control, name: 'link' });
  const recipientsError = useFieldError(control, 'toIds');
  const linkOwnError = useFieldError(control, 'link');
  const linkIdError = useFieldError(control, 'link.id');
  const linkError = linkOwnError ?? linkIdError;
  const kinds = PICKABLE_KINDS.filter((k) => can(me?.scopes, MESSAGE_LINK_SECTION[k], 'read'));
  const current = linked.field.value ?? null;
  const pickedKind = !fixed && current && current.kind !== 'event' ? current.kind : null;
  const choices = directory.entries
    .filter((e) => e.uid !== me?.uid)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
    .map((e) => ({ id: e.uid, label: directory.labelOf(e.uid), detail: e.email }));

  const onSubmit = submit(async (values) => {
    onSent(await send.mutateAsync(values));
  });
  const setLink = (next: ComposeValues['link']) => linked.field.onChange(next ?? null);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <RecipientsField
        id={fieldId('toIds')}
        label="Para"
        choices={choices}
        value={recipients.field.value}
        onChange={recipients.field.onChange}
        onBlur={recipients.field.onBlur}
        inputRef={recipients.field.ref}
        error={recipientsError}
        max={MAX_MESSAGE_RECIPIENTS}
        emptyText={team.isPending ? 'Carregando a equipe…' : team.isError ? `Não foi possível carregar a equipe: ${messageOf(team.error)}` : undefined}
        hint="Digite parte do nome; Enter adiciona a pessoa destacada."
      />
      <TextField {...bound} name="subject" label="Assunto" autoComplete="off" />
      <TextareaField {...bound} name="body" label="Mensagem" rows={8} hint="Texto simples: as quebras de linha são mantidas." />
      {fixed ? (
        <div>
          <p className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Vinculada a</p>
          <p className="inline-flex max-w-full items-center gap-2 rounded-2xl bg-slate-100 py-1 pl-3 pr-1 text-sm dark:bg-slate-800">
            <Icon name={linkIcon(fixed.kind)} className="size-4 shrink-0 text-slate-600 dark:text-slate-300" />
            <span className="min-w-0 wrap-anywhere">
              {MESSAGE_LINK_LABELS[fixed.kind]}: {fixed.label}
            </span>
            <button
              type="button"
              aria-label={`Remover o vínculo com ${fixed.label}`}
              onClick={() => {
                setFixed(null);
                setLink(null);
              }}
              className="rounded-full p-1 text-slate-600 hover:bg-slate-200 focus-visible:outline-2 dark:text-slate-300 dark:hover:bg-slate-700"
            >
              <Icon name="close" className="size-3.5" />
            </button>
          </p>
          {linkError && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{linkError}</p>}
        </div>
      ) : (
        kinds.length > 0 && (
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
            <Select
              id="f-link-kind"
              label="Vincular a"
              value={pickedKind ?? ''}
              options={[['', 'Nenhum'], ...kinds.map((k): SelectOption => [k, MESSAGE_LINK_LABELS[k]])]}
              onChange={(e) => {
                const kind = e.target.value as (typeof PICKABLE_KINDS)[number] | '';
                setLink(kind ? { kind, id: '' } : null);
              }}
            />
            {pickedKind && (
              <LinkPicker
                kind={pickedKind}
                value={current?.id ?? ''}
                onChange={(id) => setLink({ kind: pickedKind, id })}
                onBlur={linked.field.onBlur}
                // Nothing chosen yet: the schema's words ("identificador inválido") would not say what to do.
                error={linkError && (current?.id ? linkError : `Escolha ${PICKER_NOUNS[pickedKind]} ou “Nenhum” em Vincular a.`)}
              />
            )}
          </div>
        )
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" icon="mail" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Enviando…' : 'Enviar'}
        </Button>
      </div>
    </form>
  );
}

function LinkPicker({
  kind,
  value,
  onChange,
  onBlur,
  error,
}: {
  kind: (typeof PICKABLE_KINDS)[number];
  value: string;
  onChange: (id: string) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const props = { id: 'f-link-id', value, onChange, onBlur, error };
  return kind === 'client' ? (
    <ClientPicker {...props} label="Cliente" hint={error ? undefined : 'Digite ao menos 2 letras do nome ou o documento.'} />
  ) : (
    <LawsuitPicker {...props} label="Processo" hint={error ? undefined : 'Digite parte do número ou o nome de uma parte.'} />
  );
}
