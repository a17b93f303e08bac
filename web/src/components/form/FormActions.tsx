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

/**
 * The footer of a list edited and saved as a whole (areas of practice, the plan of accounts): it follows the
 * scroll while there is something to save, and otherwise simply ends the page.
 */
export function WholeListActions({ dirty, saving, label, onDiscard }: { dirty: boolean; saving: boolean; label: string; onDiscard: () => void }) {
  return (
    <div
      className={`${dirty ? 'sticky' : ''} bottom-0 z-20 -mx-4 grid gap-2 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:flex sm:flex-wrap sm:items-center sm:justify-end sm:px-6 lg:-mx-8 lg:px-8 dark:border-slate-800 dark:bg-slate-950/95`}
    >
      {dirty && <p className="mr-auto hidden text-sm text-slate-600 sm:block dark:text-slate-400">Há alterações não salvas.</p>}
      <Button variant="secondary" onClick={onDiscard} disabled={!dirty || saving}>
        Descartar alterações
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? 'Salvando…' : label}
      </Button>
    </div>
  );
}
