import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { eventInput, instantToOfficeDateTime, officeDate, type EventInput, type EventOverlap, type EventRecord, type Listed } from '@office/domain';
import { pagePath } from '@office/domain/addresses';
import { agendaQueries, useCreateEvent, useUpdateEvent } from '../../api/agenda';
import { TextareaField } from '../../components/form/fields';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useRecordForm } from '../../components/form/use-record-form';
import { Button } from '../../components/ui/primitives';
import { useSession } from '../../lib/session-context';
import { DeadlineSummary } from './DeadlineSummary';
import { PeopleFields, WhenFields } from './EventFields';
import { FormActions } from '../../components/form/FormActions';

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
  const { control, register, getValues } = form;
  const bound = { control, register };
  const [kind, prazo] = useWatch({ control, name: ['kind', 'prazo'] });
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

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
        <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
        <WhenFields />
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
              O cálculo é refeito ao salvar e guardado com o prazo, com a explicação dia a dia. O prazo fatal pode ser antecipado, nunca adiado além do último
              dia calculado.
            </p>
          </div>
        )}
        <PeopleFields existing={existing} />
        <TextareaField {...bound} name="notes" label="Observações" rows={3} />
        <FormActions saving={saving} label={base ? 'Salvar alterações' : kind === 'prazo' ? 'Salvar prazo' : 'Criar compromisso'} onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
