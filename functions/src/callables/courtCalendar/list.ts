import { implement } from '../../platform/define-callable';
import { readClosureDocs } from '../../entities/agenda/office-calendar';
import { toListed } from '../../platform/pages';

/** Calendário forense: every closure the office added, by first day. */
export default implement('courtCalendar-list', async (ctx) => (await readClosureDocs(ctx.stores.documents)).map((d) => toListed(d)));
