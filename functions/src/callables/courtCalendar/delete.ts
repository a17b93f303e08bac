import { implement } from '../../platform/define-callable';
import { changeClosure } from './shared';

/** Calendário forense: remove a closure (the audit keeps that it existed); prazos that counted it are flagged. */
export default implement('courtCalendar-delete', (ctx, input) =>
  changeClosure(ctx, { action: 'delete', id: input.id, expectedVersion: input.expectedVersion }),
);
