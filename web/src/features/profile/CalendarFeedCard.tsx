import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { calendarFeedPath, FEED_DAYS_AHEAD, FEED_DAYS_BACK, type CalendarFeedInfo } from '@office/domain/calendar-feed';
import { calendarFeedQuery, useIssueCalendarFeed, useRevokeCalendarFeed, useSetCalendarFeedOptions } from '../../api/profile';
import { Button, buttonClass, Card } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useDialog } from '../../components/ui/dialog';
import { useToast } from '../../components/ui/toast';
import { functionUrl } from '../../lib/function-url';
import { useCopy } from '../../lib/use-copy';
import { messageOf } from '../../lib/error-message';

const MINIMAL_LABEL = 'Mostrar só o tipo e o horário (sem título, local, cliente e número do processo)';

/** The feed's https address, and the webcal one calendar apps open as a subscription. */
export function feedAddresses(token: string): { https: string; webcal: string; google: string } {
  const https = functionUrl('agendaFeed', calendarFeedPath(token));
  const webcal = https.replace(/^https?:/, 'webcal:');
  return { https, webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` };
}

function MinimalOption({ checked, onChange, disabled }: { checked: boolean; onChange: (v: boolean) => void; disabled?: boolean }) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" className="mt-0.5 size-4" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <span>{MINIMAL_LABEL}</span>
    </label>
  );
}

function FeedAddress({ feed }: { feed: CalendarFeedInfo }) {
  const toast = useToast();
  const dialog = useDialog();
  const issue = useIssueCalendarFeed();
  const setOptions = useSetCalendarFeedOptions();
  const revoke = useRevokeCalendarFeed();
  const { state: copy, copy: copyText, reset: resetCopy } = useCopy();
  const urls = feedAddresses(feed.token);
  const busy = issue.isPending || setOptions.isPending || revoke.isPending;

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      resetCopy();
      toast.show({ severity: 'success', summary: done });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível alterar a agenda para calendários', detail: messageOf(failure) });
    }
  }
  async function reset() {
    const confirmed = await dialog.confirm({
      title: 'Trocar o endereço?',
      message: 'O endereço atual para de funcionar agora: os calendários inscritos nele deixam de receber a agenda até você inscrever o novo.',
      confirmLabel: 'Trocar endereço',
      cancelLabel: 'Voltar',
    });
    if (confirmed) await run(() => issue.mutateAsync({ minimal: feed.minimal }), 'Endereço trocado');
  }
  async function remove() {
    const confirmed = await dialog.confirm({
      title: 'Revogar o endereço?',
      message: 'Os calendários inscritos deixam de receber a sua agenda. Você pode criar um novo endereço depois.',
      confirmLabel: 'Revogar',
      cancelLabel: 'Voltar',
      tone: 'danger',
    });
    if (confirmed) await run(() => revoke.mutateAsync({ expectedVersion: feed.version }), 'Endereço revogado');
  }

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor="feed-url" className="text-sm font-medium">
        Endereço da sua agenda
      </label>
      <input
        id="feed-url"
        readOnly
        value={urls.https}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-800"
      />
      <div className="flex flex-wrap gap-2">
        <Button icon="copy" onClick={() => void copyText(urls.https)}>
          Copiar endereço
        </Button>
        <a href={urls.webcal} className={buttonClass('secondary')}>
          Abrir no app de calendário
        </a>
        <a href={urls.google} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
          Google Agenda
        </a>
      </div>
      <p role="status" className="-mt-1 min-h-5 text-sm">
        {copy === 'copied' && <span className="text-green-700 dark:text-green-300">Endereço copiado. Cole-o no seu app de calendário.</span>}
        {copy === 'failed' && <span className="text-red-700 dark:text-red-300">Não foi possível copiar. Selecione o endereço acima e copie manualmente.</span>}
      </p>
      <MinimalOption
        checked={feed.minimal}
        disabled={busy}
        onChange={(minimal) =>
          void run(
            () => setOptions.mutateAsync({ expectedVersion: feed.version, minimal }),
            minimal ? 'A agenda mostrará só tipo e horário' : 'A agenda mostrará os detalhes',
          )
        }
      />
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Quem tiver este endereço vê a sua agenda sem senha: não o compartilhe. Se ele vazar, troque-o.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" icon="refresh" disabled={busy} onClick={() => void reset()}>
          Trocar endereço
        </Button>
        <Button variant="danger" icon="trash" disabled={busy} onClick={() => void remove()}>
          Revogar
        </Button>
      </div>
    </div>
  );
}

function NoFeed() {
  const toast = useToast();
  const issue = useIssueCalendarFeed();
  const [minimal, setMinimal] = useState(false);
  async function create() {
    try {
      await issue.mutateAsync({ minimal });
      toast.show({ severity: 'success', summary: 'Endereço criado', detail: 'Copie-o e inscreva-se no seu app de calendário.' });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível criar o endereço', detail: messageOf(failure) });
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <MinimalOption checked={minimal} onChange={setMinimal} disabled={issue.isPending} />
      <div className="flex justify-end">
        <Button icon="calendar" disabled={issue.isPending} onClick={() => void create()}>
          {issue.isPending ? 'Criando…' : 'Criar endereço'}
        </Button>
      </div>
    </div>
  );
}

/** Perfil → Agenda no seu calendário: a private iCalendar address for Google Agenda, Outlook or Apple Calendar. */
export function CalendarFeedCard() {
  const query = useQuery(calendarFeedQuery());
  return (
    <Card title="Agenda no seu calendário" icon="calendar">
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        Veja no Google Agenda, no Outlook ou no Calendário do celular os compromissos e prazos em que você é responsável ou participante, de {FEED_DAYS_BACK}{' '}
        dias atrás até {FEED_DAYS_AHEAD} dias à frente. Os apps buscam as mudanças a cada hora ou mais (o Google Agenda pode levar até um dia); alterações são
        feitas aqui no sistema.
      </p>
      {query.isPending && <Spinner />}
      {query.isError && <p role="alert">{messageOf(query.error)}</p>}
      {query.isSuccess && (query.data ? <FeedAddress feed={query.data} /> : <NoFeed />)}
    </Card>
  );
}
