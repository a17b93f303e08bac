import { implement } from '../../platform/define-callable';
import { changeClosure } from './shared';

/** Calendário forense: edit a closure; a stale edit is a conflict; prazos the old or new days change are flagged or cleared. */
export default implement('courtCalendar-update', (ctx, input) =>
  changeClosure(ctx, { action: 'update', id: input.id, expectedVersion: input.expectedVersion, values: input.closure }),
);
