import { queryOptions } from '@tanstack/react-query';
import { callOrTakeEarly } from '../lib/callable';
import { dashboardKeys } from './keys';

export const dashboardQueries = {
  summary: () => queryOptions({ queryKey: dashboardKeys.summary(), queryFn: () => callOrTakeEarly('dashboard-summary', {}) }),
};
