import { implement } from '../../platform/define-callable';
import { jobView, readOwnJob } from '../imports/shared';

/** Agenda: one of the caller's imports of prazos and hearings, its progress and its report. */
export default implement('agendaImports-get', async (ctx, input) => jobView(ctx, await readOwnJob(ctx, input.id, 'agenda')));
