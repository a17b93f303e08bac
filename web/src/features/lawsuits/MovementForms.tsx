import { useState, type SubmitEvent } from 'react';
import { instantToOfficeDateTime, isCalendarDate, officeDateTimeToInstant } from '@office/domain/dates';
import type { Listed, MovementRecord } from '@office/domain';
import { useAddMovement, useUpdateMovement } from '../../api/lawsuits';
import { DateInput, TimeInput } from '../../components/form/DateInput';
import { FormAlert } from '../../components/ui/form-fields';
import { Button, Field, TextInput } from '../../components/ui/primitives';
import { messageOf } from '../../lib/error-message';

/** When an andamento happened, in office time, as its date and time fields hold it ("2026-11-30", "14:30"). */
interface When {
  date: string;
  time: string;
}

const whenOf = (instant: string | Date): When => {
  const local = instantToOfficeDateTime(instant);
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
};

/** The instant of a date and time typed in office time; null while either is not a whole valid one. */
function instantOf({ date, time }: When): string | null {
  return isCalendarDate(date) && /^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? officeDateTimeToInstant(`${date}T${time}`) : null;
}

const WHEN_MISSING = 'Informe a data (DD/MM/AAAA) e a hora (HH:MM) do andamento.';

/** The date and the time of an andamento, typed the Brazilian way whatever the browser's language. */
function WhenFields({ id, when, onChange, error }: { id: string; when: When; onChange: (when: When) => void; error?: string | undefined }) {
  return (
    <>
      <DateInput id={id} label="Data" value={when.date} error={error} onChange={(date) => onChange({ ...when, date })} />
      <TimeInput id={`${id}-time`} label="Hora" value={when.time} onChange={(time) => onChange({ ...when, time })} />
    </>
  );
}

/** Registers an andamento typed in by hand. */
export function AddMovement({ lawsuitId }: { lawsuitId: string }) {
  const adding = useAddMovement();
  const [when, setWhen] = useState(() => whenOf(new Date()));
  const [whenError, setWhenError] = useState<string | undefined>(undefined);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const at = instantOf(when);
    setWhenError(at ? undefined : WHEN_MISSING);
    if (!at) return;
    setSaving(true);
    setError(null);
    try {
      await adding.mutateAsync({ lawsuitId, at, description });
      setDescription('');
      // The next andamento is most likely today's: the date and time go back to now, not the last typed.
      setWhen(whenOf(new Date()));
    } catch (failure) {
      setError(messageOf(failure, 'description', 'at'));
    }
    setSaving(false);
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="mb-4 grid gap-3 sm:grid-cols-[11rem_6rem_1fr_auto]" noValidate>
      <WhenFields
        id="mov-at"
        when={when}
        onChange={(next) => {
          setWhen(next);
          setWhenError(undefined);
        }}
        error={whenError}
      />
      <Field label="Andamento" htmlFor="mov-text" error={error ?? undefined}>
        <TextInput
          id="mov-text"
          value={description}
          invalid={Boolean(error)}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="Ex.: Juntada de contestação"
        />
      </Field>
      <Button type="submit" className="self-end" disabled={saving || description.trim().length < 3}>
        Registrar
      </Button>
    </form>
  );
}

/** "Corrigir andamento": date and text of one typed in by hand (imported ones are the court's, not editable). */
export function EditMovement({ movement, close }: { movement: Listed<MovementRecord>; close: (saved?: boolean) => void }) {
  const [when, setWhen] = useState(() => whenOf(movement.at));
  const [whenError, setWhenError] = useState<string | undefined>(undefined);
  const [description, setDescription] = useState(movement.description);
  const [error, setError] = useState<string | null>(null);
  const updating = useUpdateMovement();
  async function save(event: SubmitEvent) {
    event.preventDefault();
    const at = instantOf(when);
    setWhenError(at ? undefined : WHEN_MISSING);
    if (!at) return;
    try {
      await updating.mutateAsync({ id: movement.id, expectedVersion: movement.version, at, description });
      close(true);
    } catch (failure) {
      setError(messageOf(failure, 'description', 'at'));
    }
  }
  return (
    <form onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={error} />
      <div className="grid gap-3 sm:grid-cols-[11rem_6rem]">
        <WhenFields
          id="edit-mov-at"
          when={when}
          onChange={(next) => {
            setWhen(next);
            setWhenError(undefined);
          }}
          error={whenError}
        />
      </div>
      <Field label="Andamento" htmlFor="edit-mov-text">
        <TextInput id="edit-mov-text" value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => close()}>
          Cancelar
        </Button>
        <Button type="submit" disabled={description.trim().length < 3}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
