import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type SubmitEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '@office/domain/dates';
import { MAILBOX_LABELS, MESSAGE_LINK_LABELS, messageReplyInput, type MessageView, type ThreadView } from '@office/domain/messages';
import { listPath } from '@office/domain/addresses';
import { messageQueries, useArchiveThread, useMarkThreadRead, useReplyMessage } from '../../api/messages';
import { TextareaField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { boxOf, boxPath, hiddenLinkText, linkIcon, linkPath, readBox, recipientsLine } from '../../components/messages/message-text';
import { BackLink } from '../../components/ui/detail';
import { FormAlert } from '../../components/ui/form-fields';
import { Icon } from '../../components/ui/Icon';
import { Button, Card, PageHeader } from '../../components/ui/primitives';
import { RecordPage } from '../../components/record/RecordPage';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import type { ThreadLinkState } from './MessagesPage';

/** The list the person came from (its box and search), or the box the thread is in when the address is all there is. */
function useBackPath(thread: ThreadView | undefined): string {
  const state = useLocation().state as Partial<ThreadLinkState> | null;
  if (typeof state?.back === 'string' && state.back.startsWith(listPath('messages'))) return state.back;
  return boxPath(thread ? boxOf(thread.mailbox) : 'inbox');
}

/** The record a message was sent about: a link for readers of its section, a sentence for the others. */
function MessageLink({ link }: { link: NonNullable<MessageView['link']> }) {
  return (
    <p className="mt-3 flex items-center gap-2 border-t border-slate-100 pt-3 text-sm dark:border-slate-800">
      <Icon name={linkIcon(link.kind)} className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
      {link.id === null ? (
        <span className="text-slate-700 dark:text-slate-300">{hiddenLinkText(link.kind)}</span>
      ) : (
        <span className="min-w-0">
          {MESSAGE_LINK_LABELS[link.kind]}:{' '}
          <Link
            to={linkPath(link.kind, link.id)}
            className="text-brand-700 underline wrap-anywhere hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200"
          >
            {link.label}
          </Link>
        </span>
      )}
    </p>
  );
}

function Message({ message: m, readerId }: { message: MessageView; readerId: string | undefined }) {
  const headingId = `msg-${m.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            {m.fromName}
            {m.fromId === readerId && <span className="font-normal text-slate-600 dark:text-slate-400"> (você)</span>}
          </h2>
          {/* The e-mail tells the sender apart: a name alone can be a namesake's. */}
          {m.fromEmail && <p className="text-sm text-slate-600 wrap-anywhere dark:text-slate-400">{m.fromEmail}</p>}
          <p className="text-sm text-slate-600 dark:text-slate-400">Para: {recipientsLine(m, readerId)}</p>
        </div>
        <time dateTime={m.sentAt} className="text-sm tabular-nums text-slate-600 dark:text-slate-400">
          {formatDateTime(m.sentAt)}
        </time>
      </header>
      {/* Plain text, never HTML: React escapes it; the line breaks the author typed are kept. */}
      <div className="mt-3 whitespace-pre-line text-slate-800 wrap-anywhere dark:text-slate-200">{m.body}</div>
      {m.link && <MessageLink link={m.link} />}
    </article>
  );
}

/** The reply box under the thread: the answer goes to everyone else in it. */
function ReplyForm({ threadId }: { threadId: string }) {
  const reply = useReplyMessage();
  const toast = useToast();
  const empty = { threadId, body: '' };
  const { form, formError, submit } = useSchemaForm(messageReplyInput, empty);
  function onSubmit(event: SubmitEvent) {
    let sent = false;
    const send = submit(async (values) => {
      await reply.mutateAsync(values);
      sent = true;
    });
    void send(event).then(() => {
      if (!sent) return;
      // An empty box for the next answer, with nothing left to "discard".
      form.reset(empty);
      toast.show({ severity: 'success', summary: 'Resposta enviada' });
    });
  }
  return (
    <Card title="Responder" icon="mail">
      <form noValidate className="flex flex-col gap-3" onSubmit={onSubmit}>
        <FormAlert message={formError} />
        <TextareaField control={form.control} register={form.register} name="body" label="Sua resposta" rows={5} />
        <div className="flex justify-end">
          <Button type="submit" icon="mail" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Enviando…' : 'Responder'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** /messages/:threadId — one conversation, oldest message first, with the reply box and the thread's actions. */
export function ThreadPage() {
  const { threadId = '' } = useParams();
  const query = useQuery(messageQueries.thread(threadId));
  const { mutate: markRead } = useMarkThreadRead();
  const back = useBackPath(query.data);

  // Opening an unread thread reads it, once: as it first arrives, not whenever it turns unread later
  // ("Marcar como não lida" is not undone behind the person's back).
  const opened = useRef<string | null>(null);
  const loaded = query.data !== undefined;
  const unread = query.data?.mailbox.unread ?? false;
  useEffect(() => {
    if (!loaded || opened.current === threadId) return;
    opened.current = threadId;
    if (unread) markRead({ threadId, read: true });
  }, [loaded, unread, threadId, markRead]);

  return (
    <RecordPage
      query={query}
      back={{ to: back, label: 'Voltar às mensagens' }}
      notFound="Conversa não encontrada: ela não existe ou você não participa dela."
      title={(thread) => thread.mailbox.subject}
    >
      {(thread) => <Conversation thread={thread} back={back} />}
    </RecordPage>
  );
}

/** The loaded conversation: its messages, the thread's actions and the reply box. */
function Conversation({ thread, back }: { thread: ThreadView; back: string }) {
  const { me } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const archive = useArchiveThread();
  const unmark = useMarkThreadRead();
  const threadId = thread.mailbox.threadId;
  const { mailbox, messages } = thread;
  const participants = mailbox.participantNames.map((name, i) => (mailbox.participantIds[i] === me?.uid ? `${name} (você)` : name)).join(', ');
  const backBox = readBox(new URLSearchParams(back.split('?')[1] ?? '').get('box'));

  async function setArchived(archived: boolean) {
    try {
      await archive.mutateAsync({ threadId, archived });
      toast.show({ severity: 'success', summary: archived ? 'Conversa arquivada' : 'Conversa de volta à caixa de entrada' });
      // An archived thread leaves the box the person is working through: back to it.
      if (archived) void navigate(back);
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível alterar a conversa', detail: messageOf(failure), life: 10000 });
    }
  }

  async function markUnread() {
    try {
      await unmark.mutateAsync({ threadId, read: false });
      toast.show({ severity: 'success', summary: 'Conversa marcada como não lida' });
      void navigate(back);
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível marcar como não lida', detail: messageOf(failure), life: 10000 });
    }
  }

  return (
    <>
      <PageHeader
        title={mailbox.subject}
        description={`Participantes: ${participants}`}
        actions={
          <>
            <BackLink to={back}>{MAILBOX_LABELS[backBox]}</BackLink>
            {mailbox.received && (
              <Button variant="secondary" icon="mail" disabled={unmark.isPending} onClick={() => void markUnread()}>
                Marcar como não lida
              </Button>
            )}
            <Button variant="secondary" disabled={archive.isPending} onClick={() => void setArchived(!mailbox.archived)}>
              {mailbox.archived ? 'Desarquivar' : 'Arquivar'}
            </Button>
          </>
        }
      />
      <ol aria-label="Mensagens da conversa" className="flex flex-col gap-4">
        {messages.map((m) => (
          <li key={m.id}>
            <Message message={m} readerId={me?.uid} />
          </li>
        ))}
      </ol>
      {mailbox.messageCount > messages.length && (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Mostrando as {messages.length} primeiras mensagens de {mailbox.messageCount}.
        </p>
      )}
      <div className="mt-6">
        <ReplyForm key={threadId} threadId={threadId} />
      </div>
    </>
  );
}
