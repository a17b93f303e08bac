/** The home page. */
import { query, slice } from './define';
import { dashboardInput, type DashboardSummary } from '../dashboard';

export const dashboardSlice = slice({
  operations: {
    'dashboard-summary': query<DashboardSummary>()('staff', dashboardInput),
  },
});
