/** Agenda: entries, prazos and the deadline calculator. */
import { command, query, read, write } from './define';
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
} from '../agenda';
import { type DeadlineComputation, deadlineInput } from '../deadlines';
import { getInput, type Listed, type Page } from '../lists';
import { type EventDetail, eventRecalculateInput } from '../office-calendar';

export const agendaOperations = {
  'agenda-list': query<Page<EventRecord>>()({ policy: read('agenda'), input: agendaListInput }),
  'agenda-get': query<EventDetail>()({ policy: read('agenda'), input: getInput }),
  'agenda-computeDeadline': query<DeadlineComputation>()({ policy: read('agenda'), input: deadlineInput }),
  'agenda-history': query<EventHistoryEntry[]>()({ policy: read('agenda'), input: eventHistoryInput }),
  'agenda-create': command<EventSaved>()({
    policy: write('agenda'),
    input: eventCreateInput,
    attempt: 'criar compromisso na agenda',
    actions: { 'agenda.create': 'Criou compromisso', 'intimations.prazo': 'Lançou prazo da intimação' },
  }),
  'agenda-update': command<EventSaved>()({
    policy: write('agenda'),
    input: eventUpdateInput,
    attempt: 'editar compromisso da agenda',
    actions: { 'agenda.update': 'Editou compromisso' },
  }),
  'agenda-reschedule': command<EventSaved>()({
    policy: write('agenda'),
    input: eventRescheduleInput,
    attempt: 'remarcar compromisso da agenda',
    actions: { 'agenda.reschedule': 'Remarcou compromisso' },
  }),
  'agenda-setStatus': command<Listed<EventRecord>>()({
    policy: write('agenda'),
    input: eventSetStatusInput,
    attempt: 'concluir, cancelar ou reabrir compromisso',
    actions: { 'agenda.conclude': 'Concluiu compromisso', 'agenda.cancel': 'Cancelou compromisso', 'agenda.reopen': 'Reabriu compromisso' },
  }),
  'agenda-delete': command<{ deleted: true }>()({
    policy: write('agenda'),
    input: eventDeleteInput,
    attempt: 'excluir compromisso da agenda',
    actions: { 'agenda.delete': 'Excluiu compromisso', 'intimations.prazoRemoved': 'Intimação voltou a tratar (prazo excluído)' },
  }),
  'agenda-recalculate': command<EventSaved>()({
    policy: write('agenda'),
    input: eventRecalculateInput,
    attempt: 'recalcular prazo pelo calendário atual',
    actions: { 'agenda.recalculate': 'Recalculou prazo pelo calendário atual' },
  }),
} as const;
