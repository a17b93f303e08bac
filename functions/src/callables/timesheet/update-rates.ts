import { COLLECTIONS, HOURLY_RATES_ID, type HourlyRatesRecord } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { requireAgendaPeople } from '../../entities/agenda/agenda-people';
import { timesheetRatesWrite } from '../../entities/timesheet/time-entry-write';
import { readRates } from './shared';

/** Saves the office's rate table on the version the person saw (0: the first save); each person must be on the team. */
export default implement('timesheet-updateRates', async (ctx, input) => {
  await ctx.stores.documents.transact(async (tx) => {
    const current = await readRates(tx);
    if (current.version !== input.expectedVersion) throw appError('conflict', { currentVersion: current.version });
    const people = Object.keys(input.rates.people);
    const kept = Object.keys(current.rates.people);
    await requireAgendaPeople(tx, people, kept, 'rates.people', 'Valores por hora só para pessoas ativas da equipe, com acesso à Agenda.');
    const after: HourlyRatesRecord = { ...input.rates, updatedBy: ctx.uid };
    const before = (await tx.get(COLLECTIONS.hourlyRates, HOURLY_RATES_ID))?.data ?? null;
    const change = before ? { id: HOURLY_RATES_ID, before, after, expectedVersion: input.expectedVersion } : { id: HOURLY_RATES_ID, before: null, after };
    return { ops: timesheetRatesWrite(ctx, { action: 'timesheet.updateRates' }, change), result: null };
  });
  return readRates(ctx.stores.documents);
});
