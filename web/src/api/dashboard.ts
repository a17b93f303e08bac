import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { dashboardKeys } from './keys';

export const dashboardQueries = {
  summary: () => queryOptions({ queryKey: dashboardKeys.summary(), queryFn: () => call('dashboard-summary', {}) }),
};
