import { eventRescheduleInput, instantToOfficeDateTime, type EventRecord, type Listed } from '@office/domain';
import { useRescheduleEvent } from '../../api/agenda';
import { DateField, TimeField } from '../../components/form/DateInput';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { FormAlert } from '../../components/ui/form-fields';
import { Button } from '../../components/ui/primitives';
import type { EventFormResult } from './EventForm';

/** "Remarcar": a new day (and times, for a timed entry) without the whole form; the history keeps the old ones. */
export function RescheduleForm({ event, onSaved, onCancel }: { event: Listed<EventRecord>; onSaved: (r: EventFormResult) => void; onCancel: () => void }) {
  const reschedule = useRescheduleEvent();
  const time = (instant: string) => instantToOfficeDateTime(instant).slice(11);
  const { form, formError, submit } = useSchemaForm(eventRescheduleInput, {
    id: event.id,
    expectedVersion: event.version,
    date: event.date,
    startTime: event.allDay ? null : time(event.startsAt),
    endTime: event.allDay ? null : time(event.endsAt),
  });
  const bound = { control: form.control, register: form.register };
  const onSubmit = submit(async (values) => onSaved(await reschedule.mutateAsync(values)));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField {...bound} name="date" label={event.kind === 'prazo' ? 'Novo prazo fatal' : 'Nova data'} />
        {!event.allDay && (
          <>
            <TimeField {...bound} name="startTime" label="Início" />
            <TimeField {...bound} name="endTime" label="Término" />
          </>
        )}
      </div>
      {event.prazo && <p className="text-sm text-slate-600 dark:text-slate-400">O prazo interno acompanha o fatal, com a mesma antecedência.</p>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={reschedule.isPending}>
          {reschedule.isPending ? 'Remarcando…' : 'Remarcar'}
        </Button>
      </div>
    </form>
  );
}
