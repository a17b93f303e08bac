/** Agenda: entries, prazos and the deadline calculator. */
import { command, created, deleted, query, read, slice, updated, write } from './define';
import {
  agendaListInput,
  eventCreateInput,
  eventDeleteInput,
  type EventHistoryEntry,
  eventHistoryInput,
  type EventRecord,
  eventRescheduleInput,
  type EventSaved,
  eventSetStatusInput,
  eventUpdateInput,
  EVENT_FIELD_LABELS,
} from '../agenda';
import { type DeadlineComputation, deadlineInput } from '../deadlines';
import { getInput, type Listed, type Page } from '../lists';
import { type EventDetail, eventRecalculateInput } from '../office-calendar';

export const agendaSlice = slice({
  fieldWords: { section: 'agenda', labels: EVENT_FIELD_LABELS },
  operations: {
    'agenda-list': query<Page<EventRecord>>()(read('agenda'), agendaListInput),
    'agenda-get': query<EventDetail>()(read('agenda'), getInput),
    'agenda-computeDeadline': query<DeadlineComputation>()(read('agenda'), deadlineInput),
    'agenda-history': query<EventHistoryEntry[]>()(read('agenda'), eventHistoryInput),
    'agenda-create': command<EventSaved>()(write('agenda'), eventCreateInput, 'criar compromisso na agenda', {
      'agenda.create': created('Criou compromisso'),
      'intimations.prazo': updated('Lançou prazo da intimação'),
    }),
    'agenda-update': command<EventSaved>()(write('agenda'), eventUpdateInput, 'editar compromisso da agenda', {
      'agenda.update': updated('Editou compromisso'),
    }),
    'agenda-reschedule': command<EventSaved>()(write('agenda'), eventRescheduleInput, 'remarcar compromisso da agenda', {
      'agenda.reschedule': updated('Remarcou compromisso'),
    }),
    'agenda-setStatus': command<Listed<EventRecord>>()(write('agenda'), eventSetStatusInput, 'concluir, cancelar ou reabrir compromisso', {
      'agenda.conclude': updated('Concluiu compromisso'),
      'agenda.cancel': updated('Cancelou compromisso'),
      'agenda.reopen': updated('Reabriu compromisso'),
    }),
    'agenda-delete': command<{ deleted: true }>()(write('agenda'), eventDeleteInput, 'excluir compromisso da agenda', {
      'agenda.delete': deleted('Excluiu compromisso'),
      'intimations.prazoRemoved': updated('Intimação voltou a tratar (prazo excluído)'),
    }),
    'agenda-recalculate': command<EventSaved>()(write('agenda'), eventRecalculateInput, 'recalcular prazo pelo calendário atual', {
      'agenda.recalculate': updated('Recalculou prazo pelo calendário atual'),
    }),
  },
});
