import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { removalRequestInput, type RemovalRequestReceipt } from '@office/domain';
import { Button, Field, TextInput } from '../../components/ui/primitives';
import { call } from '../../lib/callable';
import { useSchemaForm } from '../../lib/form';
import { formatDateTime } from '@office/domain/dates';
import { PublicFrame } from './PublicFrame';

/** /remocao: anyone may ask for their personal data to be removed; the answer is a protocol number. */
export function RemovalPage() {
  const form = useSchemaForm(removalRequestInput, { name: '', email: '', cpf: '', request: '' });
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<RemovalRequestReceipt | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.submitValue()) return;
    setSending(true);
    try {
      setReceipt(await call<typeof form.values, RemovalRequestReceipt>('publicPages-requestRemoval', form.values));
    } catch (failure) {
      form.showFailure(failure);
    }
    setSending(false);
  }

  return (
    <PublicFrame>
      <h1 className="text-2xl font-semibold">Pedido de remoção de dados pessoais</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Use este formulário para pedir a eliminação, anonimização ou correção dos seus dados (LGPD, art. 18). Leia também o <Link to="/privacidade" className="text-brand-700 underline dark:text-brand-300">aviso de privacidade</Link>.
      </p>
      {receipt ? (
        <div role="status" className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100">
          <p className="text-lg font-semibold">Pedido recebido</p>
          <p className="mt-2">
            Seu número de protocolo é <strong className="font-mono" data-testid="protocol">{receipt.protocol}</strong> (recebido em {formatDateTime(receipt.receivedAt)}). Guarde-o para acompanhar o pedido. Responderemos em até 15 dias pelo e-mail informado.
          </p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-4">
          {form.formError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              {form.formError}
            </p>
          )}
          <Field label="Nome completo" htmlFor="r-name" error={form.error('name')}>
            <TextInput id="r-name" autoComplete="name" value={form.values.name} invalid={Boolean(form.error('name'))} onChange={(e) => form.set('name', e.target.value)} />
          </Field>
          <Field label="E-mail" htmlFor="r-email" error={form.error('email')}>
            <TextInput id="r-email" type="email" autoComplete="email" value={form.values.email} invalid={Boolean(form.error('email'))} onChange={(e) => form.set('email', e.target.value)} />
          </Field>
          <Field label="CPF (opcional)" htmlFor="r-cpf" error={form.error('cpf')} hint="Ajuda a localizar seus dados com segurança.">
            <TextInput id="r-cpf" inputMode="numeric" value={form.values.cpf} invalid={Boolean(form.error('cpf'))} onChange={(e) => form.set('cpf', e.target.value)} />
          </Field>
          <Field label="Seu pedido" htmlFor="r-request" error={form.error('request')}>
            <textarea
              id="r-request"
              rows={5}
              value={form.values.request}
              aria-invalid={Boolean(form.error('request')) || undefined}
              aria-describedby={form.error('request') ? 'r-request-error' : undefined}
              onChange={(e) => form.set('request', e.target.value)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-950"
            />
          </Field>
          <Button type="submit" disabled={sending} className="self-start">
            {sending ? 'Enviando…' : 'Enviar pedido'}
          </Button>
        </form>
      )}
    </PublicFrame>
  );
}
