import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import type { ScopeLabel } from '@office/domain/policy';
import { FullPageSpinner } from '../components/ui/Spinner';
import { pageLoader, reloadIfChunkFailed } from '../lib/chunk-reload';
import { BareLayout } from './BareLayout';
import { RequireAuth, RequireSection, RequireStaff } from './guards';
import { RouteError } from './RouteError';
import { ScrollManager } from './ScrollManager';

type PageModule = Record<string, unknown>;

/** A route whose page is its own chunk, loaded on demand; `section` adds the scope guard. */
function page(path: string, load: () => Promise<PageModule>, name: string, section?: ScopeLabel): RouteObject {
  return {
    path,
    lazy: pageLoader(async () => {
      const Page = (await load())[name] as React.ComponentType | undefined;
      if (typeof Page !== 'function') throw new Error(`Page ${name} missing from its module`);
      return {
        Component: section
          ? () => (
              <RequireSection label={section}>
                <Page />
              </RequireSection>
            )
          : Page,
      };
    }),
  };
}

function Root() {
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    Component: Root,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: BareLayout,
        children: [
          page('/auth/Login', () => import('../features/auth/LoginPage'), 'LoginPage'),
          page('/auth/Register', () => import('../features/auth/RegisterPage'), 'RegisterPage'),
          page('/auth/Error', () => import('../features/errors/ErrorPage'), 'ErrorRoutePage'),
          page('/NotFound', () => import('../features/errors/NotFoundPage'), 'NotFoundPage'),
          page('/privacidade', () => import('../features/public/PrivacyPage'), 'PrivacyPage'),
          page('/remocao', () => import('../features/public/RemovalPage'), 'RemovalPage'),
          {
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [page('/auth/Access', () => import('../features/auth/AccessPage'), 'AccessPage')],
          },
        ],
      },
      {
        // The application frame (menu, drawer, user menu) loads after sign-in, not with the login page.
        lazy: pageLoader(async () => {
          const { AppLayout } = await import('./AppLayout');
          return {
            Component: () => (
              <RequireAuth>
                <RequireStaff>
                  <AppLayout />
                </RequireStaff>
              </RequireAuth>
            ),
          };
        }),
        children: [
          page('/', () => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
          page('/messages', () => import('../features/messages/MessagesPage'), 'MessagesPage'),
          page('/profile', () => import('../features/profile/ProfilePage'), 'ProfilePage'),
          page('/profile/settings', () => import('../features/profile/ProfileSettingsPage'), 'ProfileSettingsPage'),
          page('/unauthorized', () => import('../features/errors/UnauthorizedPage'), 'UnauthorizedPage'),
          page('/about', () => import('../features/about/AboutPage'), 'AboutPage', 'Sobre'),
          page('/clients', () => import('../features/clients/ClientsPage'), 'ClientsPage', 'Clientes'),
          page('/clients/:id', () => import('../features/clients/ClientDetailPage'), 'ClientDetailPage', 'Clientes'),
          page('/lawsuits', () => import('../features/lawsuits/LawsuitsPage'), 'LawsuitsPage', 'Processos'),
          page('/lawsuits/:id', () => import('../features/lawsuits/LawsuitDetailPage'), 'LawsuitDetailPage', 'Processos'),
          page('/events', () => import('../features/agenda/EventsPage'), 'EventsPage', 'Agenda'),
          page('/events/:id', () => import('../features/agenda/EventDetailPage'), 'EventDetailPage', 'Agenda'),
          page('/appointment/:id', () => import('../features/agenda/EventDetailPage'), 'EventDetailPage', 'Agenda'),
          page('/articles', () => import('../features/articles/ArticlesPage'), 'ArticlesPage', 'Publicações'),
          page('/faq', () => import('../features/faq/FaqPage'), 'FaqPage', 'Perguntas Frequentes'),
          page('/transactions', () => import('../features/finance/TransactionsPage'), 'TransactionsPage', 'Financeiro'),
          page('/settings', () => import('../features/settings/SettingsPage'), 'SettingsPage', 'Configurações'),
          page('/services', () => import('../features/integrations/ServicesPage'), 'ServicesPage', 'Integrações'),
          page('/Blocks', () => import('../features/utilities/BlocksPage'), 'BlocksPage'),
          page('/Crud', () => import('../features/utilities/CrudPage'), 'CrudPage'),
          page('/Documentation', () => import('../features/utilities/DocumentationPage'), 'DocumentationPage'),
          page('/Empty', () => import('../features/utilities/EmptyPage'), 'EmptyPage'),
          page('/utilities/Icons', () => import('../features/utilities/IconsPage'), 'IconsPage'),
        ],
      },
      page('*', () => import('../features/errors/NotFoundPage'), 'NotFoundPage'),
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // After a page chunk failed to download, the next navigation reloads the app at its target.
  router.subscribe((state) => {
    if (state.navigation.location) {
      const { pathname, search, hash } = state.navigation.location;
      reloadIfChunkFailed(`${pathname}${search}${hash}`);
    }
  });
  return router;
}
