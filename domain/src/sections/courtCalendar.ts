/** Calendário forense: every member reads the office's closures (the calculator explains with them); administrators change them. */
import { command, created, deleted, none, query, read, slice, updated } from './define';
import { type Listed, type Page } from '../lists';
import {
  closureCreateInput,
  closureDeleteInput,
  type ClosureSaved,
  closureUpdateInput,
  type CourtDataStatus,
  type OfficeClosureRecord,
  type PrazoReviewRecord,
  reviewListInput,
  CLOSURE_FIELD_LABELS,
} from '../office-calendar';

export const courtCalendarSlice = slice({
  fieldWords: { section: 'settings', labels: CLOSURE_FIELD_LABELS },
  operations: {
    // Calendário forense: every member reads the office's closures (the calculator explains with them); administrators change them.
    'courtCalendar-list': query<Listed<OfficeClosureRecord>[]>()('staff', none),
    'courtCalendar-create': command<ClosureSaved>()('admin', closureCreateInput, 'incluir fechamento no calendário forense', {
      'courtCalendar.create': created('Incluiu fechamento no calendário forense'),
    }),
    'courtCalendar-update': command<ClosureSaved>()('admin', closureUpdateInput, 'editar fechamento do calendário forense', {
      'courtCalendar.update': updated('Editou fechamento do calendário forense'),
    }),
    'courtCalendar-delete': command<ClosureSaved>()('admin', closureDeleteInput, 'excluir fechamento do calendário forense', {
      'courtCalendar.delete': deleted('Excluiu fechamento do calendário forense'),
    }),
    'courtCalendar-reviews': query<Page<PrazoReviewRecord>>()(read('agenda'), reviewListInput),
    // What the courts' calendar data confirms and what it only foresees, per court and year, with its sources.
    'courtCalendar-status': query<CourtDataStatus[]>()('staff', none),
  },
});
