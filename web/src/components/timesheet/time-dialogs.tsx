import { lazy } from 'react';
import type { TimeEntryItem, TimerState } from '@office/domain/timesheet';
import { formatMinutes } from '@office/domain/timesheet-labels';
import { useFormDialog } from '../record/record-dialogs';
import type { EntryPreset } from './entry-preset';

// The forms load when a dialog opens: the top bar's timer is on every page, and its first paint needs none of them.
const TimeEntryForm = lazy(() => import('./TimeEntryForm').then((m) => ({ default: m.TimeEntryForm })));
const TimerStartForm = lazy(() => import('./TimerStartForm').then((m) => ({ default: m.TimerStartForm })));

/** The dialogs that record time: a manual entry ("Registrar tempo") and a timer's start ("Iniciar cronômetro"). */
export function useTimeDialogs() {
  const openForm = useFormDialog();
  return {
    record: (preset: EntryPreset = {}, existing?: TimeEntryItem) =>
      openForm<TimeEntryItem>({
        title: existing ? 'Editar registro de tempo' : 'Registrar tempo',
        size: 'md',
        form: (close) => <TimeEntryForm existing={existing} preset={preset} {...close} />,
        done: (saved) => ({
          summary: existing ? 'Registro atualizado.' : 'Tempo registrado.',
          detail: `${formatMinutes(saved.minutes)} — ${saved.description}`,
        }),
      }),
    startTimer: (preset: EntryPreset = {}, running = false) =>
      openForm<TimerState>({
        title: 'Iniciar cronômetro',
        size: 'md',
        form: (close) => <TimerStartForm preset={preset} running={running} {...close} />,
        done: (state) => ({ summary: 'Cronômetro iniciado.', detail: state.timer?.description }),
      }),
  };
}
