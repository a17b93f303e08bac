import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DashboardSummary, Page } from '@office/domain';
import { call } from './callable';

/** Query-option factories with hierarchical keys: ['clients', 'list', {after}] etc. */
export const queries = {
  dashboard: () => queryOptions({ queryKey: ['dashboard'], queryFn: () => call<Record<string, never>, DashboardSummary>('dashboard-summary', {}) }),
  page: <T,>(callable: string, params: Record<string, unknown>) =>
    queryOptions({
      queryKey: [callable.split('-')[0], callable.split('-')[1], params],
      queryFn: () => call<Record<string, unknown>, Page<T>>(callable, params),
      // A paged list keeps showing the current page while the next one loads.
      placeholderData: keepPreviousData,
    }),
};
