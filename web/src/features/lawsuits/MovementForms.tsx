import { useState, type SubmitEvent } from 'react';
import { instantToOfficeDateTime, officeDateTimeToInstant } from '@office/domain/dates';
import type { Listed, MovementRecord } from '@office/domain';
import { useAddMovement, useUpdateMovement } from '../../api/lawsuits';
import { FormAlert } from '../../components/ui/form-fields';
import { Button, Field, TextInput } from '../../components/ui/primitives';
import { messageOf } from '../../lib/error-message';

/** Now as the value of a datetime-local input, in office time. */
function nowLocalInput(): string {
  return instantToOfficeDateTime(new Date());
}

/** Registers an andamento typed in by hand. */
export function AddMovement({ lawsuitId }: { lawsuitId: string }) {
  const adding = useAddMovement();
  const [at, setAt] = useState(nowLocalInput);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await adding.mutateAsync({ lawsuitId, at: officeDateTimeToInstant(at), description });
      setDescription('');
    } catch (failure) {
      setError(messageOf(failure, 'description', 'at'));
    }
    setSaving(false);
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="mb-4 grid gap-3 sm:grid-cols-[12rem_1fr_auto]" noValidate>
      <Field label="Data e hora" htmlFor="mov-at">
        <TextInput id="mov-at" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      </Field>
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
  const [at, setAt] = useState(() => instantToOfficeDateTime(movement.at));
  const [description, setDescription] = useState(movement.description);
  const [error, setError] = useState<string | null>(null);
  const updating = useUpdateMovement();
  async function save(event: SubmitEvent) {
    event.preventDefault();
    try {
      await updating.mutateAsync({ id: movement.id, expectedVersion: movement.version, at: officeDateTimeToInstant(at), description });
      close(true);
    } catch (failure) {
      setError(messageOf(failure, 'description', 'at'));
    }
  }
  return (
    <form onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={error} />
      <Field label="Data e hora" htmlFor="edit-mov-at">
        <TextInput id="edit-mov-at" type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
      </Field>
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
