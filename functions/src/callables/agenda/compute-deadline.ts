import { computeDeadline, courtCalendar } from '@office/domain';
import { implement } from '../../platform/define-callable';

/** Agenda: computes a prazo against the court's calendar and explains it day by day. Writes nothing. */
export default implement('agenda-computeDeadline', async (_ctx, input) => {
  const calendar = courtCalendar({ tribunal: input.tribunal, comarca: input.comarca });
  const result = computeDeadline(input, calendar);
  return { ...result, input, courtName: calendar.court.name };
});
