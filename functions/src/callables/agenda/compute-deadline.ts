import { deadlineComputation } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { readOfficeClosures } from '../../entities/agenda/office-calendar';

/** Agenda: computes a prazo against the court's calendar and the office's closures, explained day by day. Writes nothing. */
export default implement('agenda-computeDeadline', async (ctx, input) => deadlineComputation(input, await readOfficeClosures(ctx.stores.documents)));
