import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CallError } from '../../lib/callable';
import { isConflict, messageOf } from '../../lib/error-message';
import { useDialog, type DialogOptions } from '../ui/dialog';
import { useToast, type ToastMessage } from '../ui/toast';

/** The success toast after a record's dialog: fixed words, or made from the server's answer. */
export type DoneToast<R> = Pick<ToastMessage, 'summary' | 'detail' | 'life'> | ((result: R) => Pick<ToastMessage, 'summary' | 'detail' | 'life'>);

const doneToast = <R>(done: DoneToast<R>, result: R): ToastMessage => ({ severity: 'success', ...(typeof done === 'function' ? done(result) : done) });

/** A form in a dialog: what it is called, the form, and what the page says once it is saved. */
export interface FormDialog<R> {
  title: string;
  /** The form, given what ends the dialog: `onSaved` with what it saved, or `onCancel`. */
  form: (close: { onSaved: (saved: R) => void; onCancel: () => void }) => ReactNode;
  /** 'lg' unless given. A large form stays in place (it scrolls); a small one can be dragged aside. */
  size?: DialogOptions['size'];
  /** The success toast once saved (none when absent). */
  done?: DoneToast<R>;
}

/**
 * Opens a record's form in the app's dialog (an edit, a payment, a reschedule): once the form saved, toasts
 * `done` and resolves with what it saved; dismissed, resolves undefined. The form's own mutation refreshes
 * what shows the record.
 */
export function useFormDialog(): <R>(options: FormDialog<R>) => Promise<R | undefined> {
  const dialog = useDialog();
  const toast = useToast();
  return async <R>({ title, form, size = 'lg', done }: FormDialog<R>) => {
    const saved = await dialog.open<R>({
      title,
      size,
      draggable: size === 'sm' || size === 'md',
      content: (close) => form({ onSaved: close, onCancel: () => close() }),
    });
    if (saved !== undefined && done) toast.show(doneToast(done, saved));
    return saved;
  };
}

/** What the person is asked before a record is deleted, and what the page says and does after. */
export interface DeleteRequest<R> {
  /** "Excluir cliente?" */
  title: string;
  /** What the deletion does, in words. */
  message: ReactNode;
  /** The dialog's way out: "Cancelar" unless given ("Voltar" where "Cancelar" is an action of the record). */
  cancelLabel?: string;
  /** The success toast ("Cliente excluído"). */
  done: DoneToast<R>;
  /** Once deleted, before the toast and leaving (a form marks itself clean, so the unsaved-changes guard lets the page go). */
  onDeleted?: () => void;
  /** The record changed since the page read it: besides the failure toast (e.g. a form offers the current data). */
  onConflict?: (failure: CallError) => void;
}

/**
 * Confirm-then-delete: asks (the app's dialog, danger tone, "Excluir"), runs the deletion (the mutation's own
 * invalidation refreshes what showed the record), toasts `done` and, with `leaveTo`, goes to the list in
 * place of the deleted record's page. A refusal toasts "Não foi possível excluir" with its reason; a conflict
 * also reaches `onConflict`. Resolves whether the record was deleted.
 */
export function useConfirmDelete<I, R>(
  deletion: { mutateAsync: (input: I) => Promise<R> },
  leaveTo?: string,
): (input: I, request: DeleteRequest<R>) => Promise<boolean> {
  const dialog = useDialog();
  const toast = useToast();
  const navigate = useNavigate();
  return async (input, request) => {
    const confirmed = await dialog.confirm({
      title: request.title,
      message: request.message,
      confirmLabel: 'Excluir',
      cancelLabel: request.cancelLabel,
      tone: 'danger',
    });
    if (!confirmed) return false;
    try {
      const result = await deletion.mutateAsync(input);
      request.onDeleted?.();
      toast.show(doneToast(request.done, result));
      if (leaveTo !== undefined) void navigate(leaveTo, { replace: true });
      return true;
    } catch (failure) {
      if (isConflict(failure)) request.onConflict?.(failure);
      toast.show({ severity: 'error', summary: 'Não foi possível excluir', detail: messageOf(failure), life: 10000 });
      return false;
    }
  };
}
