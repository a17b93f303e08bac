/** The home page. */
import { query } from './define';
import { dashboardInput, type DashboardSummary } from '../dashboard';

export const dashboardOperations = {
  'dashboard-summary': query<DashboardSummary>()({ policy: 'staff', input: dashboardInput }),
} as const;
