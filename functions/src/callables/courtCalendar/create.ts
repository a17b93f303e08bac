import { implement } from '../../platform/define-callable';
import { newId } from '../../platform/ids';
import { changeClosure } from './shared';

/** Calendário forense: a closure the office adds (administrators); prazos it changes are flagged "recalcular". */
export default implement('courtCalendar-create', (ctx, input) => changeClosure(ctx, { action: 'create', id: newId('fech'), values: input.closure }));
