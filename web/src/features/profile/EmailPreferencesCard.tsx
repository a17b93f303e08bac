import { useQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import {
  EMAIL_MODE_LABELS,
  EMAIL_MODES,
  NOTIFICATION_KIND_LABELS,
  type EmailMode,
  type NotificationKind,
  type NotificationPreferencesView,
} from '@office/domain/notifications-labels';
import { notificationQueries, useReloadNotificationPreferences, useUpdateNotificationPreferences } from '../../api/notifications';
import { SaveProblem } from '../../components/form/SaveProblem';
import { Select, type SelectOption } from '../../components/form/Select';
import { useUnsavedChanges } from '../../components/form/unsaved';
import { LoadError } from '../../components/ui/LoadError';
import { Button, Card } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/toast';
import { messageOf, isConflict } from '../../lib/error-message';

const MODE_OPTIONS: SelectOption[] = EMAIL_MODES.map((m) => [m, EMAIL_MODE_LABELS[m]]);

type Modes = Record<NotificationKind, EmailMode>;

/** One select per kind the person receives; saved together against the version read. */
function EmailPreferencesForm({ view }: { view: NotificationPreferencesView }) {
  const toast = useToast();
  const update = useUpdateNotificationPreferences();
  const reload = useReloadNotificationPreferences();
  // The choices changed here, over the saved ones: a save or a reload (new `view`) starts again from the server's.
  const [draft, setDraft] = useState<Partial<Modes>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const modes: Modes = { ...view.email, ...draft };
  const dirty = view.kinds.some((kind) => modes[kind] !== view.email[kind]);
  const unsaved = useUnsavedChanges(dirty);

  async function save(event: SubmitEvent) {
    event.preventDefault();
    setProblem(null);
    setConflict(false);
    unsaved.pause();
    try {
      await update.mutateAsync({ expectedVersion: view.version, email: Object.fromEntries(view.kinds.map((kind) => [kind, modes[kind]])) });
      setDraft({});
      unsaved.saved();
      toast.show({ severity: 'success', summary: 'Preferências de e-mail salvas' });
    } catch (failure) {
      unsaved.resume();
      setProblem(messageOf(failure));
      setConflict(isConflict(failure));
    }
  }

  async function loadCurrent() {
    try {
      await reload();
      setDraft({});
      setProblem(null);
      setConflict(false);
    } catch (failure) {
      setProblem(messageOf(failure));
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {view.address ? (
          <>
            Os e-mails vão para <strong className="font-semibold wrap-anywhere">{view.address}</strong>, o e-mail do seu cadastro.
          </>
        ) : (
          'Seu cadastro não tem endereço de e-mail: nenhuma notificação será enviada por e-mail.'
        )}
        {view.version === null && ' Você ainda não escolheu: valem as opções recomendadas abaixo.'}
      </p>
      <SaveProblem message={problem} conflict={conflict} onReload={() => void loadCurrent()} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {view.kinds.map((kind) => (
          <Select
            key={kind}
            id={`email-mode-${kind}`}
            label={NOTIFICATION_KIND_LABELS[kind].label}
            options={MODE_OPTIONS}
            value={modes[kind]}
            disabled={update.isPending}
            onChange={(e) => setDraft((d) => ({ ...d, [kind]: e.target.value as EmailMode }))}
          />
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Salvando…' : 'Salvar preferências de e-mail'}
        </Button>
      </div>
    </form>
  );
}

/** Preferências → Notificações por e-mail: for each kind the person can receive, whether it also comes by e-mail, and when. */
export function EmailPreferencesCard() {
  const query = useQuery(notificationQueries.preferences());
  return (
    <div id="notificacoes-email" className="scroll-mt-20 lg:col-span-2">
      <Card title="Notificações por e-mail" icon="mail">
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          As notificações aparecem sempre no sino. Aqui você escolhe quando recebê-las também por e-mail: na hora, num resumo diário às 07:00 ou nunca.
        </p>
        {query.isPending && <Spinner />}
        {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
        {query.isSuccess && <EmailPreferencesForm view={query.data} />}
      </Card>
    </div>
  );
}
