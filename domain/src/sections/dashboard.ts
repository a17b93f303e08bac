/** The home page. */
import { query, slice } from './define';
import { dashboardInput, type DashboardSummary } from '../dashboard';

export const dashboardSlice = slice({
  operations: {
    'dashboard-summary': query<DashboardSummary>()({ policy: 'staff', input: dashboardInput }),
  },
});
