/** A portal conversation as both sides draw it: the messages in order, and the box to write the next one. */
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@office/domain/dates';
import { PORTAL_MESSAGE_MAX, type PortalMessageSide, type PortalMessageView } from '@office/domain/portal-messages';
import { messageOf } from '../../lib/error-message';
import { Button, controlClass } from '../ui/primitives';

const count = (n: number) => n.toLocaleString('pt-BR');

/** `me`: the side reading, whose messages read "Você" and sit on the right. */
export function ConversationMessages({ messages, me, empty }: { messages: PortalMessageView[]; me: PortalMessageSide; empty: string }) {
  if (messages.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>;
  return (
    <ol className="flex flex-col gap-2">
      {messages.map((m) => {
        const mine = m.from === me;
        return (
          <li
            key={m.id}
            className={`max-w-[85%] rounded-xl px-3 py-2 ${mine ? 'self-end bg-brand-50 dark:bg-brand-900' : 'self-start bg-slate-100 dark:bg-slate-800'}`}
          >
            <p className="text-xs text-slate-600 dark:text-slate-300">
              {mine ? 'Você' : m.authorName} · {formatDateTime(m.at)}
            </p>
            <p className="whitespace-pre-wrap wrap-anywhere">{m.text}</p>
          </li>
        );
      })}
    </ol>
  );
}

/** The box to write in: the limit shown as it nears, the refusal in pt-BR, the text kept until it is sent. */
export function MessageComposer({ id, label, send }: { id: string; label: string; send: (text: string) => Promise<unknown> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Escreva a mensagem.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await send(text);
      setText('');
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2" noValidate>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={PORTAL_MESSAGE_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-info`}
        className={`w-full ${controlClass(Boolean(error))}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-info`} className="text-xs text-slate-600 dark:text-slate-400">
          {text.length > PORTAL_MESSAGE_MAX - 500
            ? `${count(text.length)} de ${count(PORTAL_MESSAGE_MAX)} caracteres`
            : `Até ${count(PORTAL_MESSAGE_MAX)} caracteres.`}
        </p>
        <Button type="submit" icon="mail" disabled={sending}>
          {sending ? 'Enviando…' : 'Enviar'}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
