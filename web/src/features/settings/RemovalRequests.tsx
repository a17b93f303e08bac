import { useState, type SubmitEvent } from 'react';
import { formatDate, formatDateTime, officeDate } from '@office/domain/dates';
import { formatCpf } from '@office/domain/documents';
import { can } from '@office/domain/policy';
import { removalDueDate, REMOVAL_ANSWER_DAYS, type Listed, type RemovalDailyUse, type RemovalRequestRecord } from '@office/domain';
import { CALLABLES, REMOVAL_STATUSES } from '@office/domain/contracts';
import { useDirectory } from '../../api/directory';
import { removalQueries, useResolveRemoval } from '../../api/settings';
import { Select, type SelectOption } from '../../components/form/Select';
import { addressFilters } from '../../components/list/address-filters';
import { useAddressFilters } from '../../components/list/use-address-filters';
import { CursorTable } from '../../components/ui/CursorTable';
import { useDialog } from '../../components/ui/dialog';
import { Badge, Button, controlClass, Field } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { FormActions } from '../../components/form/FormActions';

const STATUS = { aberto: ['amber', 'Aberto'], concluido: ['green', 'Concluído'], recusado: ['slate', 'Recusado'] } as const;
const STATUS_OPTIONS: SelectOption[] = [['', 'Todos'], ...REMOVAL_STATUSES.map((s): SelectOption => [s, STATUS[s][1]])];

/** The list's situação in the address, as `?pedidos=` (Configurações shows other lists beside it). */
const REMOVAL_FILTERS = addressFilters(CALLABLES['settings-removalRequests'].input, { params: { status: 'pedidos' } });

/** What the titular asked, as received. */
function RequestSummary({ request }: { request: Listed<RemovalRequestRecord> }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
      <p>
        <strong>{request.name}</strong> · {request.email}
        {request.cpf ? ` · CPF ${formatCpf(request.cpf)}` : ''}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">Recebido em {formatDateTime(request.receivedAt)}</p>
      <p className="mt-2 whitespace-pre-line">{request.request}</p>
    </div>
  );
}

/** An answered request, read-only: the decision, what was done, who decided and when. */
function Decision({ request, close }: { request: Listed<RemovalRequestRecord>; close: () => void }) {
  const { nameOf } = useDirectory();
  return (
    <div className="flex flex-col gap-4">
      <RequestSummary request={request} />
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="text-xs uppercase text-slate-500 dark:text-slate-400">Decisão</dt>
          <dd>
            <Badge tone={STATUS[request.status][0]}>{STATUS[request.status][1]}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500 dark:text-slate-400">O que foi feito</dt>
          <dd className="whitespace-pre-line">{request.resolution || '—'}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500 dark:text-slate-400">Registrada por</dt>
          <dd>
            {request.resolvedBy ? nameOf(request.resolvedBy) : '—'}
            {request.resolvedAt ? ` em ${formatDateTime(request.resolvedAt)}` : ''}
          </dd>
        </div>
      </dl>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={close}>
          Fechar
        </Button>
      </div>
    </div>
  );
}

/** The answer term of an open request: the date, flagged once it passed. */
function DueDate({ request }: { request: Listed<RemovalRequestRecord> }) {
  if (request.status !== 'aberto') return <span className="text-slate-500 dark:text-slate-400">Respondido</span>;
  const due = removalDueDate(request.receivedAt);
  const today = officeDate();
  if (due < today) return <Badge tone="red">Vencido em {formatDate(due)}</Badge>;
  return <span>{due === today ? 'Vence hoje' : `Até ${formatDate(due)}`}</span>;
}

function ResolveForm({ request, close }: { request: Listed<RemovalRequestRecord>; close: (done?: boolean) => void }) {
  const [status, setStatus] = useState<'concluido' | 'recusado'>('concluido');
  const [resolution, setResolution] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const resolving = useResolveRemoval();
  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await resolving.mutateAsync({ id: request.id, expectedVersion: request.version, status, resolution });
      close(true);
    } catch (failure) {
      setError(messageOf(failure, 'resolution'));
      setSaving(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <RequestSummary request={request} />
      <p className="text-sm">
        Responder até <strong>{formatDate(removalDueDate(request.receivedAt))}</strong> ({REMOVAL_ANSWER_DAYS} dias do recebimento, LGPD art. 19, II).
      </p>
      <fieldset className="flex gap-4">
        <legend className="mb-1 text-sm font-medium">Decisão</legend>
        {(['concluido', 'recusado'] as const).map((s) => (
          <label key={s} className="flex items-center gap-2 text-sm">
            <input type="radio" name="status" value={s} checked={status === s} onChange={() => setStatus(s)} /> {STATUS[s][1]}
          </label>
        ))}
      </fieldset>
      <Field
        label="O que foi feito"
        htmlFor="resolution"
        error={error ?? undefined}
        hint="Esta resposta fica registrada para prestação de contas (LGPD art. 37)."
      >
        <textarea id="resolution" rows={4} value={resolution} onChange={(e) => setResolution(e.target.value)} className={controlClass(false)} />
      </Field>
      <FormActions saving={saving} label="Registrar decisão" onCancel={() => close()} />
    </form>
  );
}

/**
 * The public form's daily cap, once it matters: a flood that rotates addresses and mailboxes ends at the cap,
 * and whoever holds Configurações should know that genuine requests are being turned away until midnight.
 */
function DailyCapNotice({ use }: { use: RemovalDailyUse }) {
  if (use.accepted < use.cap && use.refused === 0) return null;
  return (
    <div
      role="alert"
      className="mb-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">Limite diário do formulário de remoção atingido</p>
      <p>
        Hoje ({formatDate(use.day)}) o formulário público recebeu {use.accepted} pedidos, o máximo por dia, e recusou outros {use.refused}. Novos pedidos voltam
        a ser aceitos à meia-noite. Um volume assim costuma ser abuso: confira os pedidos de hoje antes de respondê-los e, se algum titular legítimo ficou de
        fora, oriente-o a escrever ao encarregado de dados.
      </p>
    </div>
  );
}

/** Data-removal requests from /remocao, with their protocol numbers. */
export function RemovalRequests() {
  const { me } = useSession();
  const dialog = useDialog();
  const toast = useToast();
  const canResolve = can(me?.scopes, 'settings', 'write');
  const [today, setToday] = useState<RemovalDailyUse | null>(null);
  const { filters, control } = useAddressFilters(REMOVAL_FILTERS);
  return (
    <section aria-labelledby="removal-title">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="removal-title" className="text-lg font-semibold">
          Pedidos de remoção de dados (LGPD)
        </h2>
        <div className="w-full sm:w-48">
          <Select id="removal-status" label="Situação" options={STATUS_OPTIONS} {...control('status')} />
        </div>
      </div>
      {today && <DailyCapNotice use={today} />}
      <CursorTable
        key={JSON.stringify(filters)}
        query={(page) => removalQueries.list({ ...filters, ...page })}
        onPage={(page) => setToday(page.today)}
        caption="Pedidos de remoção de dados"
        empty={filters.status ? `Nenhum pedido ${STATUS[filters.status][1].toLowerCase()}.` : 'Nenhum pedido recebido.'}
        emptyIcon="shield"
        onRowClick={(r) => {
          void (async () => {
            if (r.status !== 'aberto' || !canResolve) {
              await dialog.open({ title: `Pedido ${r.protocol}`, content: (close) => <Decision request={r} close={() => close()} /> });
              return;
            }
            const done = await dialog.open<boolean>({ title: `Pedido ${r.protocol}`, content: (close) => <ResolveForm request={r} close={close} /> });
            // useResolveRemoval refreshes the list.
            if (done) toast.show({ severity: 'success', summary: 'Decisão registrada', detail: r.protocol });
          })();
        }}
        columns={[
          { header: 'Protocolo', cell: (r) => <span className="font-mono text-xs">{r.protocol}</span> },
          { header: 'Titular', cell: (r) => r.name },
          { header: 'Recebido em', cell: (r) => formatDateTime(r.receivedAt) },
          { header: 'Prazo', cell: (r) => <DueDate request={r} /> },
          { header: 'Situação', cell: (r) => <Badge tone={STATUS[r.status][0]}>{STATUS[r.status][1]}</Badge> },
        ]}
      />
    </section>
  );
}
