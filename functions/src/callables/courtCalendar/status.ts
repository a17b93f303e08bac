import { COURTS, officeDate, SEGMENT_LABELS, type CourtDataStatus } from '@office/domain';
import { courtStatus } from '@office/domain/calendar/courts/status';
import { implement } from '../../platform/define-callable';

/**
 * Calendário forense: per court, the rules that close it every year (with their acts and addresses, or why none
 * were found) and whether this year and the next are confirmed by its own act or only foreseen. From the data.
 */
export default implement('courtCalendar-status', async () => {
  const year = Number(officeDate().slice(0, 4));
  return COURTS.map((court): CourtDataStatus => {
    const s = courtStatus(court, [year, year + 1]);
    return {
      id: court.id,
      name: court.name,
      segment: SEGMENT_LABELS[court.segment],
      rules: [...s.segmentLaws, ...s.ownRules],
      rulesAbsent: s.ownRulesAbsent,
      years: s.years.map((y) => ({
        year: y.year,
        confirmed: y.confirmed ? { act: y.confirmed.act, source: y.confirmed.source ?? null } : null,
        daysRead: y.daysRead,
      })),
    };
  });
});
