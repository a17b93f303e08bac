import { Suspense, useEffect, useState } from 'react';
import { matchRoutes, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { DialogHost } from '../components/ui/dialog';
import { FullPageSpinner } from '../components/ui/Spinner';
import { chunkOnce } from '../lib/chunk-reload';
import { useSession } from '../lib/session-context';
import { sessionEvents } from '../lib/session-events';
import { AppRouter } from './AppRouter';
import { BareLayout } from './BareLayout';
import { RequireAuth } from './guards';
import { pageRoute } from './page-route';
import { PageTitle } from '../lib/page-title';
import { RouteErrorBoundary } from './RouteError';
import { ScrollManager } from './ScrollManager';

const appChunk = chunkOnce(() => import('./app-routes'));
const loadApp = appChunk.load;

/**
 * The signed-in application (app-routes.tsx): its own chunk, for every address not listed here. A spinner
 * while it downloads, not a suspension: React holds back what a suspension revealed by up to 300 ms.
 */
function AppRoutes() {
  const [app, setApp] = useState(appChunk.loaded);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (!app) loadApp().then(setApp, (error: unknown) => setFailure(error instanceof Error ? error : new Error(String(error))));
  }, [app]);
  if (failure) throw failure;
  return app ? <app.AppRoutes /> : <FullPageSpinner />;
}

/** The pages anyone can open, signed in or not: sign-in, registration, password links, the LGPD pages. */
export const publicRoutes: RouteObject[] = [
  {
    element: <BareLayout />,
    children: [
      pageRoute('/auth/Login', 'Entrar', () => import('../features/auth/LoginPage').then((m) => m.LoginPage)),
      pageRoute('/auth/Register', 'Criar conta', () => import('../features/auth/RegisterPage').then((m) => m.RegisterPage)),
      pageRoute('/auth/Error', 'Erro', () => import('../features/errors/ErrorPage').then((m) => m.ErrorRoutePage)),
      // First-access and password-reset links (the Firebase Auth action handler, in pt-BR).
      pageRoute('/auth/Action', 'Definir senha', () => import('../features/auth/ActionPage').then((m) => m.ActionPage)),
      pageRoute('/NotFound', 'Página não encontrada', () => import('../features/errors/NotFoundPage').then((m) => m.NotFoundPage)),
      pageRoute('/privacidade', 'Aviso de privacidade', async () => {
        // The one public page that reads through the query cache.
        const [{ PrivacyPage }, { QueryProvider }] = await Promise.all([import('../features/public/PrivacyPage'), import('../lib/query-client')]);
        return () => (
          <QueryProvider>
            <PrivacyPage />
          </QueryProvider>
        );
      }),
      pageRoute('/remocao', 'Pedido de remoção de dados', () => import('../features/public/RemovalPage').then((m) => m.RemovalPage)),
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          pageRoute('/auth/Access', 'Aguardando liberação', () => import('../features/auth/AccessPage').then((m) => m.AccessPage)),
          pageRoute('/auth/SecondFactor', 'Verificação em duas etapas', () => import('../features/auth/SecondFactorPage').then((m) => m.SecondFactorPage)),
          // A client account's page: outside the staff layout, reading through the query cache.
          pageRoute('/portal', 'Portal do cliente', async () => {
            const [{ PortalPage }, { QueryProvider }] = await Promise.all([import('../features/portal/PortalPage'), import('../lib/query-client')]);
            return () => (
              <QueryProvider>
                <PortalPage />
              </QueryProvider>
            );
          }),
        ],
      },
    ],
  },
  { path: '*', element: <AppRoutes /> },
];

// Opened at an address of the app (not a public page): its code starts downloading now, before the first render.
if (matchRoutes(publicRoutes, window.location.pathname)?.at(-1)?.route.path === '*') void loadApp().catch(() => undefined);
// Someone filling in a sign-in form goes on to the app: its code downloads while they type.
sessionEvents.addEventListener('preparing', () => void loadApp().catch(() => undefined), { once: true });

function Routes() {
  // Someone signing in on a public page goes on to the app: its code downloads while the sign-in completes.
  const { user } = useSession();
  useEffect(() => {
    if (user) void loadApp().catch(() => undefined);
  }, [user]);
  return useRoutes(publicRoutes);
}

/** The whole app: the router, the tab title, the pages and the open dialogs. */
export function App() {
  return (
    <AppRouter>
      <PageTitle>
        <ScrollManager />
        <RouteErrorBoundary>
          {/* The first page waits here for its code; later navigations keep showing the current page meanwhile. */}
          <Suspense fallback={<FullPageSpinner />}>
            <Routes />
          </Suspense>
        </RouteErrorBoundary>
        {/* Inside the router and the session, so dialogs can link and read who is signed in; on every page. */}
        <DialogHost />
      </PageTitle>
    </AppRouter>
  );
}
