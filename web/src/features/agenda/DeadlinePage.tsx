import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  COUNTING_LABELS,
  COUNTING_RULES,
  courtCalendar,
  courtOfCnj,
  deadlineInput,
  DEADLINE_TRIGGERS,
  DOUBLING_LABELS,
  DOUBLING_RULES,
  findCourt,
  MAX_DEADLINE_DAYS,
  internalDateBefore,
  offDayAt,
  TRIGGER_LABELS,
  type DeadlineComputation,
  type DeadlineInput,
  type IntimationRecord,
  type Listed,
} from '@office/domain';
import { can } from '@office/domain/policy';
import { DATE_RANGE } from '@office/domain/schema';
import { useComputeDeadline } from '../../api/agenda';
import { intimationQueries } from '../../api/intimations';
import { lawsuitQueries } from '../../api/lawsuits';
import { DateField } from '../../components/form/DateInput';
import { fieldId, SelectField, TextField, useFieldError } from '../../components/form/fields';
import type { SelectOption } from '../../components/form/Select';
import { COURT_GROUPS } from '../../lib/court-options';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { FormAlert } from '../../components/ui/form-fields';
import { Button, Card, Field, PageHeader, TextInput } from '../../components/ui/primitives';
import { useSession } from '../../lib/session-context';
import { useDialog } from '../../components/ui/dialog';
import { useToast } from '../../components/ui/toast';
import { formatDate } from '@office/domain/dates';
import { listPath, recordPath } from '@office/domain/addresses';
import { useRecordTitle } from '../../lib/page-title';
import { DeadlineResult } from './DeadlineResult';
import { EventForm, type EventFormResult } from './EventForm';
import { deadlineParams } from './DeadlineSummary';
import { BackLink } from '../../components/ui/detail';

const TRIGGER_OPTIONS: SelectOption[] = DEADLINE_TRIGGERS.map((t) => [t, TRIGGER_LABELS[t]]);
const COUNTING_OPTIONS: SelectOption[] = COUNTING_RULES.map((c) => [c, COUNTING_LABELS[c]]);
const DOUBLING_OPTIONS: SelectOption[] = [['', 'Não'], ...DOUBLING_RULES.map((d): SelectOption => [d, DOUBLING_LABELS[d]])];

const EMPTY: DeadlineInput = {
  trigger: 'disponibilizacao',
  triggerDate: '',
  days: 15,
  counting: 'uteis',
  doubling: null,
  electronic: true,
  juizado: false,
  tribunal: 'TJSP',
  comarca: '',
};

/** The form's values from the address: a link from a lawsuit or an andamento, or a computation reloaded. */
function fromAddress(params: URLSearchParams): DeadlineInput {
  const pick = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
    const v = params.get(key);
    return allowed.includes(v as T) ? (v as T) : fallback;
  };
  const days = Number(params.get('days'));
  const doubling = params.get('doubling');
  const tribunal = params.get('tribunal') ?? '';
  return {
    trigger: pick('trigger', DEADLINE_TRIGGERS, EMPTY.trigger),
    triggerDate: params.get('date') ?? '',
    days: Number.isInteger(days) && days > 0 ? days : EMPTY.days,
    counting: pick('counting', COUNTING_RULES, EMPTY.counting),
    doubling: DOUBLING_RULES.includes(doubling as never) ? (doubling as DeadlineInput['doubling']) : null,
    electronic: params.get('electronic') !== 'nao',
    juizado: params.get('juizado') === 'sim',
    tribunal: findCourt(tribunal) ? tribunal : EMPTY.tribunal,
    comarca: params.get('comarca') ?? '',
  };
}

/** Where the prazo comes from when an intimação opened the calculator, with the way back to it. */
function IntimationNote({
  id,
  intimation,
  canRead,
  courtKnown,
}: {
  id: string;
  intimation: Listed<IntimationRecord> | undefined;
  canRead: boolean;
  /** Whether the address named the court (the intimação's, when the calculator has its calendar). */
  courtKnown: boolean;
}) {
  const link = 'text-brand-700 underline hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200';
  return (
    <div className="mb-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100">
      <p>
        {intimation ? (
          <>
            Prazo a partir da{' '}
            <Link to={recordPath('intimations', id)} className={link}>
              intimação de {formatDate(intimation.availableOn)}
            </Link>{' '}
            (DJEN).
          </>
        ) : canRead ? (
          <>
            Prazo a partir de uma{' '}
            <Link to={recordPath('intimations', id)} className={link}>
              intimação
            </Link>{' '}
            (DJEN).
          </>
        ) : (
          'Prazo a partir de uma intimação do DJEN.'
        )}{' '}
        Ao salvar, o prazo fica vinculado a ela.
      </p>
      {intimation && !courtKnown && (
        <p className="mt-1">O calendário do {intimation.tribunal} não está no calculador: conte este prazo pelo calendário do próprio tribunal.</p>
      )}
      {intimation?.cancelled && (
        <p className="mt-1 font-semibold text-red-800 dark:text-red-200">
          Comunicação cancelada pelo tribunal: {intimation.cancelled.reason.replace(/\.$/, '')}. Um prazo contado dela pode não valer.
        </p>
      )}
      {intimation?.prazoEventId && (
        <p className="mt-1">
          Já há um{' '}
          <Link to={recordPath('agenda', intimation.prazoEventId)} className={link}>
            prazo salvo
          </Link>{' '}
          a partir dela; salvar outro passa a vincular a intimação ao novo.
        </p>
      )}
    </div>
  );
}

/** /events/deadline — Calcular prazo: the last day of a prazo against the court's calendar, explained day by day. */
export function DeadlinePage() {
  const [params, setParams] = useSearchParams();
  const { me } = useSession();
  const lawsuitId = params.get('lawsuit');
  /** A title typed in the agenda's form before it opened the calculator. */
  const title = params.get('title');
  const canReadLawsuits = can(me?.scopes, 'lawsuits', 'read');
  const lawsuit = useQuery({ ...lawsuitQueries.detail(lawsuitId ?? ''), enabled: Boolean(lawsuitId) && canReadLawsuits });
  /** The DJEN intimação the prazo is counted from (Processos → Intimações → "Calcular prazo"): the saved prazo is linked to it. */
  const intimationId = /^[A-Za-z0-9_-]{1,128}$/.test(params.get('intimation') ?? '') ? params.get('intimation') : null;
  const intimation = useQuery({ ...intimationQueries.detail(intimationId ?? ''), enabled: Boolean(intimationId) && canReadLawsuits });
  const compute = useComputeDeadline();
  const dialog = useDialog();
  const toast = useToast();
  const navigate = useNavigate();
  const { form, formError, submit } = useSchemaForm(deadlineInput, fromAddress(params));
  const { control, register, setValue } = form;
  const tribunal = useWatch({ control, name: 'tribunal' });
  const court = findCourt(tribunal);
  const ran = useRef(false);
  useRecordTitle('Calcular prazo');

  // A lawsuit brings its court and comarca, unless the address already names them.
  useEffect(() => {
    const l = lawsuit.data;
    if (!l || params.get('tribunal')) return;
    const found = courtOfCnj(l.tribunalCode);
    if (found) setValue('tribunal', found.id);
    setValue('comarca', l.comarca);
  }, [lawsuit.data, params, setValue]);

  const run = submit(async (values) => {
    await compute.mutateAsync(values);
    const next = deadlineParams(values, lawsuitId);
    if (title) next.set('title', title);
    if (intimationId) next.set('intimation', intimationId);
    setParams(next, { replace: true });
  });

  // A reloaded computation (its inputs in the address) shows its result again.
  useEffect(() => {
    if (ran.current || !params.get('date') || !params.get('tribunal')) return;
    ran.current = true;
    void run();
  }, [params, run]);

  const daysError = useFieldError(control, 'days');
  const canWriteAgenda = can(me?.scopes, 'agenda', 'write');

  /** Opens the new-entry form as a prazo due on the computed day, with the calculation attached. */
  async function saveAsPrazo(result: DeadlineComputation) {
    // The internal date is counted back in the same court's working days.
    const calendar = courtCalendar({ tribunal: result.input.tribunal, comarca: result.input.comarca });
    const internalDate = internalDateBefore(result.lastDay, undefined, offDayAt(calendar));
    const saved = await dialog.open<EventFormResult>({
      title: 'Salvar como prazo',
      size: 'lg',
      draggable: false,
      content: (close) => (
        <EventForm
          preset={{
            kind: 'prazo',
            title: title ?? 'Prazo: ',
            date: result.lastDay,
            allDay: true,
            startTime: null,
            endTime: null,
            lawsuitId: lawsuitId && canReadLawsuits ? lawsuitId : null,
            prazo: { internalDate, legalBasis: result.legalBasis, calculation: result.input },
          }}
          intimationId={intimationId}
          onSaved={close}
          onCancel={() => close()}
        />
      ),
    });
    if (!saved) return;
    toast.show({ severity: 'success', summary: 'Prazo salvo na agenda', detail: `${saved.event.title} · vence em ${formatDate(saved.event.date)}` });
    void navigate(recordPath('agenda', saved.event.id));
  }
  return (
    <>
      <PageHeader
        title="Calcular prazo"
        description="O último dia de um prazo processual, contado no calendário do tribunal, com o motivo de cada dia."
        actions={<BackLink to={listPath('agenda')}>Agenda</BackLink>}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <Card title="Dados do prazo" icon="scale">
          {intimationId && (
            <IntimationNote
              id={intimationId}
              intimation={intimation.data}
              canRead={canReadLawsuits}
              courtKnown={Boolean(findCourt(params.get('tribunal') ?? ''))}
            />
          )}
          {lawsuit.data && (
            <p className="mb-3 text-sm">
              Processo{' '}
              <Link to={recordPath('lawsuits', lawsuit.data.id)} className="text-brand-700 hover:underline dark:text-brand-300">
                {lawsuit.data.cnj ?? lawsuit.data.internalRef}
              </Link>
            </p>
          )}
          <form onSubmit={(e) => void run(e)} noValidate className="flex flex-col gap-4">
            <FormAlert message={formError} />
            <SelectField control={control} register={register} name="tribunal" label="Tribunal" options={COURT_GROUPS} />
            <TextField
              control={control}
              register={register}
              name="comarca"
              label={court ? `${court.localUnit.charAt(0).toUpperCase()}${court.localUnit.slice(1)}` : 'Comarca'}
              list="deadline-comarcas"
              autoComplete="off"
              hint="Para os feriados locais"
            />
            <datalist id="deadline-comarcas">
              {court?.comarcas.map((c) => (
                <option key={c.name} value={c.name} />
              ))}
            </datalist>
            <SelectField control={control} register={register} name="trigger" label="Marco inicial" options={TRIGGER_OPTIONS} />
            <DateField control={control} register={register} name="triggerDate" label="Data do marco" min={DATE_RANGE.min} max={DATE_RANGE.max} />
            <Field label="Prazo (dias)" htmlFor={fieldId('days')} error={daysError}>
              <TextInput
                id={fieldId('days')}
                type="number"
                min={1}
                max={MAX_DEADLINE_DAYS}
                inputMode="numeric"
                invalid={Boolean(daysError)}
                {...register('days', { valueAsNumber: true })}
              />
            </Field>
            <SelectField control={control} register={register} name="counting" label="Contagem" options={COUNTING_OPTIONS} />
            <SelectField control={control} register={register} name="doubling" label="Prazo em dobro" options={DOUBLING_OPTIONS} emptyAsNull />
            <label htmlFor={fieldId('electronic')} className="flex items-center gap-2 text-sm">
              <input id={fieldId('electronic')} type="checkbox" className="size-4" {...register('electronic')} />
              Processo eletrônico
            </label>
            {court?.segment !== 'trabalho' && court?.segment !== 'superior' && (
              <label htmlFor={fieldId('juizado')} className="flex items-center gap-2 text-sm">
                <input id={fieldId('juizado')} type="checkbox" className="size-4" {...register('juizado')} />
                Juizado Especial (Lei 9.099/1995)
              </label>
            )}
            <Button type="submit" disabled={compute.isPending}>
              {compute.isPending ? 'Calculando…' : 'Calcular'}
            </Button>
          </form>
        </Card>
        {compute.data ? (
          <DeadlineResult
            result={compute.data}
            action={
              canWriteAgenda && (
                <Button icon="plus" onClick={() => void saveAsPrazo(compute.data)}>
                  Salvar como prazo na agenda
                </Button>
              )
            }
          />
        ) : (
          <Card title="Como funciona" icon="info">
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
              <li>Exclui o dia do começo e inclui o do vencimento (CPC art. 224).</li>
              <li>
                Disponibilização no DJEN: a publicação é o primeiro dia útil seguinte, e a contagem começa no primeiro dia útil após a publicação (CPC art. 224,
                §§ 2º e 3º).
              </li>
              <li>
                Em dias úteis, não conta sábados, domingos, feriados e dias sem expediente (CPC arts. 216 e 219), nem a suspensão de 20/12 a 20/01 (CPC art.
                220).
              </li>
              <li>Começo ou vencimento em dia de expediente parcial ou sistema fora do ar passa ao próximo dia útil (CPC art. 224, § 1º).</li>
              <li>
                Intimação eletrônica: a consulta em dia não útil vale no dia útil seguinte; sem consulta, a intimação se considera feita ao fim de 10 dias
                corridos do envio (Lei 11.419/2006, art. 5º). Citação pelo Domicílio: o prazo começa no quinto dia útil após a confirmação (CPC art. 231, IX).
              </li>
              <li>
                Justiça do Trabalho em dias úteis (CLT art. 775); Juizados Especiais também (Lei 9.099/1995, art. 12-A); processo penal em dias corridos (CPP
                art. 798).
              </li>
              <li>Feriados estaduais e das capitais entram pela comarca ou seção informada.</li>
              <li>Quando o calendário do tribunal não está confirmado, conta só o que é certo e avisa.</li>
            </ul>
          </Card>
        )}
      </div>
    </>
  );
}
