/**
 * Timesheet. Recording time is the Agenda's (whoever edits the agenda records, edits and deletes their own
 * entries while pending, and runs their own timer); approving, the rates, billing and the profitability report are
 * Financeiro's. A colleague's week and every amount are shown to who reads Financeiro only (the handlers check
 * that half). Two slices, one per section whose log words they bring.
 */
import { command, created, deleted, none, query, read, slice, updated, write } from './define';
import {
  hourlyRatesUpdateInput,
  profitabilityInput,
  timeApproveInput,
  timeBillableInput,
  timeBillInput,
  timeEntryCreateInput,
  timeEntryDeleteInput,
  timeEntryUpdateInput,
  timePendingInput,
  timerStartInput,
  timeWeekInput,
  HOURLY_RATE_FIELD_LABELS,
  TIME_ENTRY_FIELD_LABELS,
  type BillableClient,
  type HoursBilled,
  type HourlyRatesState,
  type ProfitabilityReport,
  type TimeEntryItem,
  type TimerState,
  type TimeWeek,
} from '../timesheet';

/** The agenda's half: one's own timer and entries, and the week. */
export const timesheetSlice = slice({
  fieldWords: { section: 'agenda', labels: TIME_ENTRY_FIELD_LABELS },
  operations: {
    'timesheet-timer': query<TimerState>()(read('agenda'), none),
    'timesheet-startTimer': command<TimerState>()(write('agenda'), timerStartInput, 'iniciar cronômetro', {
      'timesheet.startTimer': created('Iniciou cronômetro'),
    }),
    'timesheet-stopTimer': command<TimeEntryItem>()(write('agenda'), none, 'parar cronômetro', {
      'timesheet.stopTimer': deleted('Parou cronômetro'),
    }),
    // One's own week needs the Agenda; a colleague's, Financeiro (who approves and bills it): the handler checks which.
    'timesheet-week': query<TimeWeek>()('staff', timeWeekInput),
    'timesheet-create': command<TimeEntryItem>()(write('agenda'), timeEntryCreateInput, 'registrar tempo', {
      'timesheet.create': created('Registrou tempo'),
    }),
    'timesheet-update': command<TimeEntryItem>()(write('agenda'), timeEntryUpdateInput, 'editar registro de tempo', {
      'timesheet.update': updated('Editou registro de tempo'),
    }),
    'timesheet-delete': command<{ deleted: true }>()(write('agenda'), timeEntryDeleteInput, 'excluir registro de tempo', {
      'timesheet.delete': deleted('Excluiu registro de tempo'),
    }),
  },
});

/** Financeiro's half: approval, billing, rates and the profitability report. */
export const timesheetFinanceSlice = slice({
  fieldWords: { section: 'finance', labels: HOURLY_RATE_FIELD_LABELS },
  operations: {
    'timesheet-pending': query<TimeEntryItem[]>()(read('finance'), timePendingInput),
    'timesheet-approve': command<{ approved: number }>()(write('finance'), timeApproveInput, 'aprovar horas', {
      'timesheet.approve': updated('Aprovou horas'),
    }),
    'timesheet-unapprove': command<{ unapproved: number }>()(write('finance'), timeApproveInput, 'desfazer aprovação de horas', {
      'timesheet.unapprove': updated('Desfez a aprovação de horas'),
    }),
    'timesheet-billable': query<BillableClient[]>()(read('finance'), timeBillableInput),
    'timesheet-bill': command<HoursBilled>()(write('finance'), timeBillInput, 'faturar horas', {
      'timesheet.bill': updated('Faturou horas'),
      'timesheet.invoice': created('Lançou honorários por hora'),
    }),
    'timesheet-rates': query<HourlyRatesState>()(read('finance'), none),
    'timesheet-updateRates': command<HourlyRatesState>()(write('finance'), hourlyRatesUpdateInput, 'alterar valores por hora', {
      'timesheet.updateRates': updated('Alterou valores por hora'),
    }),
    'timesheet-profitability': query<ProfitabilityReport>()(read('finance'), profitabilityInput),
  },
});
