/** The global search: open to every staff member, each section's hits only to who reads it. */
import { STAFF, type GroupRows } from '../../support/access-matrix';

export default {
  'search-global': { section: 'about', input: async () => ({ term: 'silva' }), expect: STAFF },
} satisfies GroupRows<'search'>;
