import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LAWSUIT_LINK_KINDS, LAWSUIT_LINK_LABELS, lawsuitLinkInput, type LawsuitLinkView } from '@office/domain';
import { recordPath } from '@office/domain/addresses';
import { lawsuitQueries, useLinkLawsuits, useUnlinkLawsuits } from '../../api/lawsuits';
import { SelectField } from '../../components/form/fields';
import { LawsuitPicker } from '../../components/form/pickers';
import type { SelectOption } from '../../components/form/Select';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useFormDialog } from '../../components/record/record-dialogs';
import { useDialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-fields';
import { LoadError } from '../../components/ui/LoadError';
import { Badge, Button, Card } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { useController } from 'react-hook-form';
import { LAWSUIT_STATUS_TONE } from './LawsuitsPage';

const KIND_OPTIONS: SelectOption[] = LAWSUIT_LINK_KINDS.map((k) => [k, `O processo escolhido ${LAWSUIT_LINK_LABELS[k].choice}`]);

/** "Relacionar processo": which lawsuit, and what it is to this one. */
function LinkForm({ lawsuitId, onSaved, onCancel }: { lawsuitId: string; onSaved: (v: LawsuitLinkView) => void; onCancel: () => void }) {
  const link = useLinkLawsuits();
  const { form, formError, submit } = useSchemaForm(lawsuitLinkInput, { lawsuitId, relatedId: '', kind: 'recurso' as const });
  const bound = { control: form.control, register: form.register };
  const related = useController({ control: form.control, name: 'relatedId' });
  const onSubmit = submit(async (values) => onSaved(await link.mutateAsync(values)));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <LawsuitPicker
        id="f-related"
        label="Processo"
        value={related.field.value}
        onChange={related.field.onChange}
        onBlur={related.field.onBlur}
        inputRef={related.field.ref}
        error={related.fieldState.error?.message}
        hint="Digite parte do número, do nome de uma parte ou do assunto e escolha."
      />
      <SelectField {...bound} name="kind" label="Relação" options={KIND_OPTIONS} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={link.isPending}>
          {link.isPending ? 'Relacionando…' : 'Relacionar'}
        </Button>
      </div>
    </form>
  );
}

/**
 * A lawsuit's related lawsuits (recurso, apenso, incidente, cumprimento de sentença, conexo), each named as it is
 * to this one and linked to its page; writers relate another or undo a relation.
 */
export function RelatedLawsuitsCard({ lawsuitId, canWrite }: { lawsuitId: string; canWrite: boolean }) {
  const links = useQuery(lawsuitQueries.links(lawsuitId));
  const openForm = useFormDialog();
  const dialog = useDialog();
  const toast = useToast();
  const unlink = useUnlinkLawsuits();

  async function remove(l: LawsuitLinkView) {
    const confirmed = await dialog.confirm({
      title: 'Desfazer relação',
      message: `${l.label}: ${l.other.label} deixa de aparecer como relacionado a este processo (e este, a ele).`,
      confirmLabel: 'Desfazer',
      cancelLabel: 'Voltar',
    });
    if (!confirmed) return;
    try {
      await unlink.mutateAsync({ id: l.id, expectedVersion: l.version });
      toast.show({ severity: 'success', summary: 'Relação desfeita', detail: l.other.label });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível desfazer a relação', detail: messageOf(failure) });
    }
  }

  return (
    <Card
      title="Processos relacionados"
      icon="scale"
      action={
        canWrite ? (
          <Button
            variant="secondary"
            icon="plus"
            onClick={() =>
              void openForm({
                title: 'Relacionar processo',
                size: 'md',
                form: ({ onSaved, onCancel }) => <LinkForm lawsuitId={lawsuitId} onSaved={onSaved} onCancel={onCancel} />,
                done: (v: LawsuitLinkView) => ({ summary: 'Processos relacionados', detail: `${v.label}: ${v.other.label}` }),
              })
            }
          >
            Relacionar
          </Button>
        ) : undefined
      }
    >
      {links.isError ? (
        <LoadError error={links.error} onRetry={() => void links.refetch()} />
      ) : !links.data ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Carregando…</p>
      ) : links.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum recurso, apenso, incidente ou processo conexo relacionado.</p>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {links.data.map((l) => (
            <li key={l.id} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{l.label}</p>
                <Link to={recordPath('lawsuits', l.other.id)} className="font-mono text-sm text-brand-700 hover:underline dark:text-brand-300">
                  {l.other.label}
                </Link>
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">{l.other.subject}</p>
              </div>
              <Badge tone={LAWSUIT_STATUS_TONE[l.other.status]}>{l.other.status}</Badge>
              {canWrite && <Button variant="ghost" icon="trash" aria-label={`Desfazer relação com ${l.other.label}`} onClick={() => void remove(l)} />}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
