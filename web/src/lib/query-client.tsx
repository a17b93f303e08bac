import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CallError } from './callable';
import { sessionEvents } from './session-events';

/**
 * The app's one query cache. It loads with the first page that reads data (the app frame, the privacy
 * notice, a dialog), not with the login page.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Refusals are answers, not outages: retry only what might succeed a second later.
      retry: (count, error) => count < 1 && !(error instanceof CallError && error.id !== 'internal'),
      refetchOnWindowFocus: false,
    },
  },
});

// Nothing one person read may show to the next one on this browser.
sessionEvents.addEventListener('ended', () => queryClient.clear());

/** Gives its children the query cache. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
