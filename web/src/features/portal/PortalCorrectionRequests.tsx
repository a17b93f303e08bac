import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@office/domain/dates';
import {
  CORRECTION_FIELDS,
  CORRECTION_STATUS_LABELS,
  portalCorrectionRequestInput,
  type CorrectionField,
  type PortalCorrectionView,
} from '@office/domain/portal-corrections';
import { portalCorrectionQueries, useRequestCorrection } from '../../api/portal-corrections';
import { SelectField, TextareaField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { FormAlert } from '../../components/ui/form-fields';
import { Badge, Button } from '../../components/ui/primitives';

const TONE = { aberto: 'amber', corrigido: 'green', recusado: 'slate' } as const;

/** The form: which datum (the labels this client's qualification shows, or "Outro") and what is right. */
function CorrectionForm({ clientId, labels, onSent, onCancel }: { clientId: string; labels: readonly string[]; onSent: () => void; onCancel: () => void }) {
  const send = useRequestCorrection();
  const fields = CORRECTION_FIELDS.filter((f) => f === 'Outro' || labels.includes(f));
  const { form, formError, submit } = useSchemaForm(portalCorrectionRequestInput, { clientId, field: fields[0] as CorrectionField, text: '' });
  const bound = { control: form.control, register: form.register };
  const onSubmit = submit(async (values) => {
    await send.mutateAsync(values);
    onSent();
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <FormAlert message={formError} />
      <SelectField {...bound} id={`correcao-dado-${clientId}`} name="field" label="Qual dado" options={fields.map((f) => [f, f] as const)} />
      <TextareaField
        {...bound}
        id={`correcao-texto-${clientId}`}
        name="text"
        label="Qual é o dado correto"
        hint="Até 1.000 caracteres. O escritório confere e responde aqui."
        rows={4}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Enviando…' : 'Enviar pedido'}
        </Button>
      </div>
    </form>
  );
}

function CorrectionItem({ item }: { item: PortalCorrectionView }) {
  return (
    <li className="flex flex-col gap-1 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{item.field}</p>
        <Badge tone={TONE[item.status]}>{CORRECTION_STATUS_LABELS[item.status]}</Badge>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">Pedido em {formatDateTime(item.createdAt)}</p>
      <p className="text-sm whitespace-pre-line wrap-anywhere">{item.text}</p>
      {item.answer && item.answeredAt && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm wrap-anywhere dark:bg-slate-800">
          <span className="block text-xs text-slate-600 dark:text-slate-400">Resposta do escritório em {formatDateTime(item.answeredAt)}</span>
          {item.answer}
        </p>
      )}
    </li>
  );
}

/**
 * Under "Seus dados no escritório": the client asks for a correction (Lei 13.709/2018, art. 18, III) and follows
 * their requests with the office's answers.
 */
export function PortalCorrectionRequests({ clientId, labels }: { clientId: string; labels: readonly string[] }) {
  const mine = useQuery(portalCorrectionQueries.mine());
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const items = (mine.data ?? []).filter((c) => c.clientId === clientId);
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Algum dado está errado, incompleto ou desatualizado? Peça a correção ao escritório (Lei 13.709/2018, art. 18, III): corrigido lá, o dado novo aparece
        aqui.
      </p>
      {sent && !open && (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          Pedido de correção enviado. O escritório vai conferir e responder aqui.
        </p>
      )}
      {open ? (
        <CorrectionForm
          clientId={clientId}
          labels={labels}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => {
            setSent(false);
            setOpen(true);
          }}
        >
          Pedir correção
        </Button>
      )}
      {items.length > 0 && (
        <div className="mt-4">
          <h3 className="text-base font-semibold">Seus pedidos de correção</h3>
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {items.map((item) => (
              <CorrectionItem key={item.id} item={item} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
