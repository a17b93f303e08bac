import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { removalRequestInput, type RemovalRequestReceipt } from '@office/domain';
import { Button, Field } from '../../components/ui/primitives';
import { call } from '../../lib/callable';
import { useSchemaForm } from '../../lib/form';
import { formatDateTime } from '@office/domain/dates';
import { PublicFrame } from './PublicFrame';
import { BoundField, FormAlert } from '../../components/ui/form-fields';

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
          <FormAlert message={form.formError} />
          <BoundField form={form} path="name" id="r-name" label="Nome completo" autoComplete="name" value={form.values.name} />
          <BoundField form={form} path="email" id="r-email" label="E-mail" type="email" autoComplete="email" value={form.values.email} />
          <BoundField form={form} path="cpf" id="r-cpf" label="CPF (opcional)" inputMode="numeric" hint="Ajuda a localizar seus dados com segurança." value={form.values.cpf} />
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
