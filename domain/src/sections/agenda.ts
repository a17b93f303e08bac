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
    'agenda-list': query<Page<EventRecord>>()({ policy: read('agenda'), input: agendaListInput }),
    'agenda-get': query<EventDetail>()({ policy: read('agenda'), input: getInput }),
    'agenda-computeDeadline': query<DeadlineComputation>()({ policy: read('agenda'), input: deadlineInput }),
    'agenda-history': query<EventHistoryEntry[]>()({ policy: read('agenda'), input: eventHistoryInput }),
    'agenda-create': command<EventSaved>()({
      policy: write('agenda'),
      input: eventCreateInput,
      attempt: 'criar compromisso na agenda',
      actions: { 'agenda.create': created('Criou compromisso'), 'intimations.prazo': updated('Lançou prazo da intimação') },
    }),
    'agenda-update': command<EventSaved>()({
      policy: write('agenda'),
      input: eventUpdateInput,
      attempt: 'editar compromisso da agenda',
      actions: { 'agenda.update': updated('Editou compromisso') },
    }),
    'agenda-reschedule': command<EventSaved>()({
      policy: write('agenda'),
      input: eventRescheduleInput,
      attempt: 'remarcar compromisso da agenda',
      actions: { 'agenda.reschedule': updated('Remarcou compromisso') },
    }),
    'agenda-setStatus': command<Listed<EventRecord>>()({
      policy: write('agenda'),
      input: eventSetStatusInput,
      attempt: 'concluir, cancelar ou reabrir compromisso',
      actions: {
        'agenda.conclude': updated('Concluiu compromisso'),
        'agenda.cancel': updated('Cancelou compromisso'),
        'agenda.reopen': updated('Reabriu compromisso'),
      },
    }),
    'agenda-delete': command<{ deleted: true }>()({
      policy: write('agenda'),
      input: eventDeleteInput,
      attempt: 'excluir compromisso da agenda',
      actions: { 'agenda.delete': deleted('Excluiu compromisso'), 'intimations.prazoRemoved': updated('Intimação voltou a tratar (prazo excluído)') },
    }),
    'agenda-recalculate': command<EventSaved>()({
      policy: write('agenda'),
      input: eventRecalculateInput,
      attempt: 'recalcular prazo pelo calendário atual',
      actions: { 'agenda.recalculate': updated('Recalculou prazo pelo calendário atual') },
    }),
  },
});
