import { useState } from 'react';
import { Link } from 'react-router-dom';
import { removalRequestInput, type RemovalRequestReceipt } from '@office/domain';
import { formatDateTime } from '@office/domain/dates';
import { TextareaField, TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { FormAlert } from '../../components/ui/form-fields';
import { Button } from '../../components/ui/primitives';
import { call } from '../../lib/callable';
import { PublicFrame } from './PublicFrame';

/** /remocao: anyone may ask for their personal data to be removed; the answer is a protocol number. */
export function RemovalPage() {
  const { form, formError, submit } = useSchemaForm(removalRequestInput, { name: '', email: '', cpf: '', request: '' });
  const bound = { control: form.control, register: form.register };
  const [receipt, setReceipt] = useState<RemovalRequestReceipt | null>(null);
  const send = submit(async (values) => setReceipt(await call('publicPages-requestRemoval', values)));
  const sending = form.formState.isSubmitting;

  return (
    <PublicFrame>
      <h1 className="text-2xl font-semibold">Pedido de remoção de dados pessoais</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Use este formulário para pedir a eliminação, anonimização ou correção dos seus dados (LGPD, art. 18). Leia também o{' '}
        <Link to="/privacidade" className="text-brand-700 underline dark:text-brand-300">
          aviso de privacidade
        </Link>
        .
      </p>
      {receipt ? (
        <div
          role="status"
          className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <p className="text-lg font-semibold">Pedido recebido</p>
          <p className="mt-2">
            Seu número de protocolo é{' '}
            <strong className="font-mono" data-testid="protocol">
              {receipt.protocol}
            </strong>{' '}
            (recebido em {formatDateTime(receipt.receivedAt)}). Guarde-o para acompanhar o pedido. Responderemos em até 15 dias pelo e-mail informado.
          </p>
        </div>
      ) : (
        <form onSubmit={(e) => void send(e)} noValidate className="mt-8 flex flex-col gap-4">
          <FormAlert message={formError} />
          <TextField {...bound} name="name" id="r-name" label="Nome completo" autoComplete="name" />
          <TextField {...bound} name="email" id="r-email" label="E-mail" type="email" autoComplete="email" />
          <TextField {...bound} name="cpf" id="r-cpf" label="CPF (opcional)" inputMode="numeric" hint="Ajuda a localizar seus dados com segurança." />
          <TextareaField {...bound} name="request" id="r-request" label="Seu pedido" rows={5} />
          <Button type="submit" disabled={sending} className="self-start">
            {sending ? 'Enviando…' : 'Enviar pedido'}
          </Button>
        </form>
      )}
    </PublicFrame>
  );
}
