import { implement } from '../../platform/define-callable';
import { pendingRegistrations } from '../../entities/staff/pending-registrations';

/** Administrators: the people who registered and wait for access, so nobody has to guess their e-mail. */
export default implement('staff-pending', async (ctx) => ({ items: await pendingRegistrations(ctx) }));
