import type { EventInput } from '@office/domain';
import { recordPath } from '@office/domain/addresses';
import { useNavigate } from 'react-router-dom';
import { useDirectory } from '../../api/directory';
import { useDialog } from '../../components/ui/dialog';
import { useToast } from '../../components/ui/toast';
import { EventForm, type EventFormResult } from './EventForm';
import { overlapWarning } from './events';

/**
 * "Novo compromisso", wherever it is offered (the Agenda, a lawsuit's page): the form in a dialog, the toasts it
 * earns (an overlap of audiências is pointed out, not refused), and the new entry's page once saved.
 */
export function useNewEvent(): (preset?: Partial<EventInput>) => Promise<void> {
  const dialog = useDialog();
  const toast = useToast();
  const directory = useDirectory();
  const navigate = useNavigate();
  return async (preset) => {
    const result = await dialog.open<EventFormResult>({
      title: 'Novo compromisso',
      size: 'lg',
      draggable: false,
      content: (close) => (
        <EventForm
          preset={preset}
          onSaved={close}
          onCancel={() => close()}
          onOpenCalculator={(path) => {
            // null: closed on purpose, nothing to discard.
            close(null);
            void navigate(path);
          }}
        />
      ),
    });
    if (!result) return;
    toast.show({ severity: 'success', summary: 'Compromisso criado', detail: result.event.title });
    if (result.overlaps.length > 0) {
      toast.show({ severity: 'warn', summary: 'Audiências no mesmo horário', detail: overlapWarning(result.overlaps, directory.nameOf), life: 15000 });
    }
    void navigate(recordPath('agenda', result.event.id));
  };
}
