import { queryOptions } from '@tanstack/react-query';
import type { DashboardScope } from '@office/domain';
import { callOrTakeEarly } from '../lib/callable';
import { dashboardKeys } from './keys';

export const dashboardQueries = {
  // "Meus" is asked as {}, the input the sign-in's early call sends, so that call's answer is taken.
  summary: (scope: DashboardScope) =>
    queryOptions({ queryKey: dashboardKeys.summary(scope), queryFn: () => callOrTakeEarly('dashboard-summary', scope === 'meus' ? {} : { scope }) }),
};
