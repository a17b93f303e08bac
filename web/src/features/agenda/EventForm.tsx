import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import {
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  eventInput,
  instantToOfficeDateTime,
  internalDateBefore,
  courtCalendarOrNational,
  offDayAt,
  isCalendarDate,
  officeDate,
  REMINDER_LABELS,
  REMINDER_OPTIONS,
  type EventInput,
  type EventOverlap,
  type EventRecord,
  type Listed,
} from '@office/domain';
import { can } from '@office/domain/policy';
import { pagePath } from '@office/domain/addresses';
import { agendaQueries, useCreateEvent, useUpdateEvent } from '../../api/agenda';
import { lawsuitQueries } from '../../api/lawsuits';
import { useDirectory } from '../../api/directory';
import { DateField, TimeField } from '../../components/form/DateInput';
import { fieldId, SelectField, TextareaField, TextField, useFieldError } from '../../components/form/fields';
import { LinkPickers } from '../../components/form/LinkPickers';
import { SaveProblem } from '../../components/form/SaveProblem';
import { Select, type SelectOption } from '../../components/form/Select';
import { useRecordForm } from '../../components/form/use-record-form';
import { Button } from '../../components/ui/primitives';
import { useSession } from '../../lib/session-context';
import { DeadlineSummary } from './DeadlineSummary';
import { FormActions } from '../../components/form/FormActions';

const KIND_OPTIONS: SelectOption[] = EVENT_KINDS.map((k) => [k, EVENT_KIND_LABELS[k]]);
/** Where a reminder goes: people took the field for one that does nothing. */
const REMINDER_HINT = 'O lembrete chega no sino de notificações de cada participante e por e-mail, conforme as preferências de cada um.';
const REMINDER_CHOICES: SelectOption[] = [['', 'Sem lembrete'], ...REMINDER_OPTIONS.map((m): SelectOption => [String(m), REMINDER_LABELS[m]])];

/** A new entry for `ownerId`: an hour today from 09:00, or what the caller fills in (a prazo from the calculator). */
export function newEventValues(ownerId: string, preset: Partial<EventInput> = {}): EventInput {
  return {
    kind: 'audiencia',
    title: '',
    date: officeDate(),
    allDay: false,
    startTime: '09:00',
    endTime: '10:00',
    location: '',
    lawsuitId: null,
    clientId: null,
    ownerId,
    participantIds: [],
    notes: '',
    reminderMinutes: null,
    prazo: null,
    ...preset,
  };
}

export function toEventInput(e: EventRecord): EventInput {
  const time = (instant: string) => instantToOfficeDateTime(instant).slice(11);
  return {
    kind: e.kind,
    title: e.title,
    date: e.date,
    allDay: e.allDay,
    startTime: e.allDay ? null : time(e.startsAt),
    endTime: e.allDay ? null : time(e.endsAt),
    location: e.location ?? '',
    lawsuitId: e.lawsuitId,
    clientId: e.clientId,
    ownerId: e.ownerId,
    participantIds: e.participantIds,
    notes: e.notes,
    reminderMinutes: e.reminderMinutes,
    prazo: e.prazo && { internalDate: e.prazo.internalDate, legalBasis: e.prazo.legalBasis ?? '', calculation: e.prazo.calculation?.input ?? null },
  };
}

/** What the form hands back: the stored entry and the overlapping audiências the server pointed out. */
export interface EventFormResult {
  event: Listed<EventRecord>;
  overlaps: EventOverlap[];
}

/**
 * Create or edit an agenda entry. A prazo is a whole day (its fatal date) with an internal date before it; one
 * that came from the calculator keeps the calculation, which the server runs again when it saves.
 */
export function EventForm({
  existing,
  preset,
  onSaved,
  onCancel,
  onOpenCalculator,
  intimationId,
}: {
  existing?: Listed<EventRecord>;
  preset?: Partial<EventInput>;
  /** A new prazo counted from this DJEN intimação: saving links the two. */
  intimationId?: string | null;
  onSaved: (result: EventFormResult) => void;
  onCancel: () => void;
  /** Offered on a new prazo: closes the form and opens the calculator at this path (title and lawsuit in it). */
  onOpenCalculator?: (path: string) => void;
}) {
  const { me } = useSession();
  const directory = useDirectory();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const queryClient = useQueryClient();
  const overlaps = useRef<EventOverlap[]>([]);
  const { form, base, onSubmit, saving, formError, conflict, loadCurrent, markClean } = useRecordForm({
    schema: eventInput,
    existing,
    empty: newEventValues(me?.uid ?? '', preset),
    toValues: toEventInput,
    create: async (event) => {
      const saved = await create.mutateAsync(intimationId ? { event, intimationId } : { event });
      overlaps.current = saved.overlaps;
      return saved.event;
    },
    update: async (target, event) => {
      const saved = await update.mutateAsync({ ...target, event });
      overlaps.current = saved.overlaps;
      return saved.event;
    },
    fetchCurrent: (id) => queryClient.query({ ...agendaQueries.detail(id), staleTime: 0 }),
    onSaved: (event) => onSaved({ event, overlaps: overlaps.current }),
  });
  const { control, register, setValue, getValues } = form;
  const bound = { control, register };
  const [kind, allDay, prazo] = useWatch({ control, name: ['kind', 'allDay', 'prazo'] });
  const lawsuit = useController({ control, name: 'lawsuitId' });
  const client = useController({ control, name: 'clientId' });
  const participants = useController({ control, name: 'participantIds' });
  const ownerId = useWatch({ control, name: 'ownerId' });
  const participantsError = useFieldError(control, 'participantIds');
  const onEntry = directory.agendaPeople(existing?.people);
  const people = onEntry.filter((e) => e.uid !== ownerId);
  const canLawsuits = can(me?.scopes, 'lawsuits', 'read');
  // The names of the records already linked, for the pickers to show (a new pick brings its own).
  const linkedLawsuit = useQuery({ ...lawsuitQueries.detail(lawsuit.field.value ?? ''), enabled: canLawsuits && Boolean(lawsuit.field.value) }).data;
  // The suggested internal date falls on a working day of the lawsuit's court (national days when unknown).
  const offDay = offDayAt(courtCalendarOrNational({ tribunal: linkedLawsuit?.tribunal ?? null, comarca: linkedLawsuit?.comarca ?? null }));
  const calculation = prazo?.calculation ?? null;

  /** A new prazo without a calculation: leave the form for the calculator, taking the title and lawsuit along. */
  function openCalculator() {
    const next = new URLSearchParams();
    const { lawsuitId, title } = getValues();
    if (lawsuitId) next.set('lawsuit', lawsuitId);
    if (title.trim()) next.set('title', title.trim());
    // The title and lawsuit travel with it, so nothing typed is lost: no question about discarding.
    markClean();
    onOpenCalculator?.(pagePath('deadline', next));
  }

  const kindField = register('kind', {
    onChange: () => {
      const isPrazo = getValues('kind') === 'prazo';
      if (isPrazo && !getValues('prazo')) {
        const date = getValues('date');
        setValue('allDay', true);
        setValue('startTime', null);
        setValue('endTime', null);
        // A date still being typed has no day before it: the internal date waits for it.
        setValue('prazo', { internalDate: isCalendarDate(date) ? internalDateBefore(date, undefined, offDay) : '', legalBasis: '', calculation: null });
      } else if (!isPrazo && getValues('prazo')) {
        setValue('prazo', null);
        if (!calculation) setValue('allDay', false);
        setValue('startTime', '09:00');
        setValue('endTime', '10:00');
      }
    },
  });
  const allDayField = register('allDay', {
    onChange: () => {
      const on = getValues('allDay');
      setValue('startTime', on ? null : '09:00');
      setValue('endTime', on ? null : '10:00');
    },
  });
  /** The internal date follows a prazo's fatal date unless the person moved it before it. */
  function followDate(date: string) {
    const p = getValues('prazo');
    if (p && isCalendarDate(date) && (!p.internalDate || p.internalDate > date || !form.getFieldState('prazo.internalDate').isDirty)) {
      setValue('prazo.internalDate', internalDateBefore(date, undefined, offDay));
    }
  }
  const reminderError = useFieldError(control, 'reminderMinutes');

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select {...kindField} id={fieldId('kind')} label="Tipo" options={KIND_OPTIONS} />
        <TextField {...bound} name="title" label="Título" placeholder={kind === 'prazo' ? 'Prazo: contestação' : 'Audiência de conciliação'} />
        <DateField
          {...bound}
          name="date"
          label={kind === 'prazo' ? 'Prazo fatal' : 'Data'}
          hint={kind === 'prazo' ? 'O último dia para cumprir o prazo.' : undefined}
          onValueChange={followDate}
        />
        {kind !== 'prazo' && (
          <label htmlFor={fieldId('allDay')} className="flex items-center gap-2 self-end pb-2 text-sm">
            <input id={fieldId('allDay')} type="checkbox" className="size-4" {...allDayField} />
            Dia inteiro
          </label>
        )}
        {!allDay && kind !== 'prazo' && (
          <>
            <TimeField {...bound} name="startTime" label="Início" />
            <TimeField {...bound} name="endTime" label="Término" />
          </>
        )}
        {prazo && (
          <>
            <DateField
              {...bound}
              name="prazo.internalDate"
              label="Prazo interno"
              hint="Quando a peça deve estar pronta. Sugestão: 2 dias úteis antes do fatal (sábados e domingos fora); ajuste se houver feriado."
            />
            <TextField {...bound} name="prazo.legalBasis" label="Fundamento legal" placeholder="CPC art. 335" />
          </>
        )}
      </div>
      {prazo && !calculation && !existing && onOpenCalculator && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
          <p>Não sabe o prazo fatal? Calcule-o pelo calendário do tribunal, com a explicação dia a dia.</p>
          <Button variant="secondary" icon="clock" onClick={openCalculator}>
            Calcular prazo
          </Button>
        </div>
      )}
      {calculation && (
        <div className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
          <DeadlineSummary input={calculation} />
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            O cálculo é refeito ao salvar e guardado com o prazo, com a explicação dia a dia. O prazo fatal pode ser antecipado, nunca adiado além do último dia
            calculado.
          </p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bound} name="location" label="Local ou link" placeholder="Fórum, sala ou link da videoconferência" />
        <Select
          {...register('reminderMinutes', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) })}
          id={fieldId('reminderMinutes')}
          label="Lembrete"
          error={reminderError}
          hint={REMINDER_HINT}
          options={REMINDER_CHOICES}
        />
        <LinkPickers
          idPrefix="f-event"
          lawsuit={{ ...lawsuit.field, error: lawsuit.fieldState.error?.message }}
          client={{ ...client.field, error: client.fieldState.error?.message }}
        />
        <SelectField {...bound} name="ownerId" label="Responsável" options={onEntry.map((e): SelectOption => [e.uid, directory.labelOf(e.uid)])} />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Participantes</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {people.map((e) => (
            <label key={e.uid} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={participants.field.value.includes(e.uid)}
                onChange={(ev) =>
                  participants.field.onChange(ev.target.checked ? [...participants.field.value, e.uid] : participants.field.value.filter((u) => u !== e.uid))
                }
                onBlur={participants.field.onBlur}
              />
              {directory.labelOf(e.uid)}
            </label>
          ))}
        </div>
        {participantsError && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{participantsError}</p>}
      </fieldset>
      <TextareaField {...bound} name="notes" label="Observações" rows={3} />
      <FormActions saving={saving} label={base ? 'Salvar alterações' : kind === 'prazo' ? 'Salvar prazo' : 'Criar compromisso'} onCancel={onCancel} />
    </form>
  );
}
