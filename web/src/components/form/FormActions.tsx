import { Button } from '../ui/primitives';

/**
 * A form's footer: Cancelar and the save button, which reads "Salvando…" and waits while the save runs.
 * Without `onSave` the button submits the form it sits in.
 */
export function FormActions({ saving, label, onCancel, onSave }: { saving: boolean; label: string; onCancel: () => void; onSave?: () => void }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type={onSave ? 'button' : 'submit'} onClick={onSave} disabled={saving}>
        {saving ? 'Salvando…' : label}
      </Button>
    </div>
  );
}
