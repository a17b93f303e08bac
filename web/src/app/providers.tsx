import { useEffect, type ReactNode } from 'react';
import { DialogProvider } from '../components/ui/dialog';
import { ToastProvider, useToast } from '../components/ui/toast';
import { PreferencesProvider } from '../lib/preferences';
import { SessionProvider } from '../lib/session';
import { startVersionCheck } from '../lib/version-check';

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
  return (
    <PreferencesProvider>
      <ToastProvider>
        <SessionProvider>
          {/* The open dialogs render in the router root's <DialogHost />, inside the router and the session. */}
          <DialogProvider>
            <VersionWatcher />
            {children}
          </DialogProvider>
        </SessionProvider>
      </ToastProvider>
    </PreferencesProvider>
  );
}
