import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { DialogProvider } from '../components/ui/dialog';
import { ToastProvider, useToast } from '../components/ui/toast';
import { CallError } from '../lib/callable';
import { PreferencesProvider } from '../lib/preferences';
import { SessionProvider } from '../lib/session';
import { startVersionCheck } from '../lib/version-check';

function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Refusals are answers, not outages: retry only what might succeed a second later.
        retry: (count, error) => count < 1 && !(error instanceof CallError && error.id !== 'internal'),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** Offers a reload when a newer build is published. */
function VersionWatcher() {
  const toast = useToast();
  useEffect(
    () =>
      startVersionCheck(() =>
        toast.show({
          severity: 'info',
          summary: 'Nova versão disponível',
          detail: 'Recarregue para usar a versão mais recente.',
          life: 0,
          action: { label: 'Recarregar', onClick: () => window.location.reload() },
        }),
      ),
    [toast],
  );
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(newQueryClient);
  return (
    <PreferencesProvider>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <SessionProvider>
            {/* The open dialogs render in the router root's <DialogHost />, inside the router and the session. */}
            <DialogProvider>
              <VersionWatcher />
              {children}
            </DialogProvider>
          </SessionProvider>
        </ToastProvider>
      </QueryClientProvider>
    </PreferencesProvider>
  );
}
