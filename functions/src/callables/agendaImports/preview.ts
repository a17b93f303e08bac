import { implement } from '../../platform/define-callable';
import { planAgendaImport, toAgendaPreview } from './job/plan';

/** Agenda: what an import of open prazos and hearings would do, row by row, before anything is written. */
export default implement('agendaImports-preview', async (ctx, input) => toAgendaPreview(await planAgendaImport(ctx, ctx.stores.documents, input)));
