import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { SECTIONS, type SectionId } from '@office/domain/policy';
import { DialogHost } from '../components/ui/dialog';
import { FullPageSpinner } from '../components/ui/Spinner';
import { pageLoader, reloadIfChunkFailed } from '../lib/chunk-reload';
import { BareLayout } from './BareLayout';
import { PageTitle, type RouteHandle } from './page-title';
import { RequireAuth, RequireSection, RequireStaff } from './guards';
import { RouteError } from './RouteError';
import { ScrollManager } from './ScrollManager';

/** Loads a page's chunk on demand and hands back its component. */
type PageLoad = () => Promise<ComponentType>;

/** A route whose page is its own chunk, named `title` in the browser tab; `section` adds the read-scope guard. */
function page(path: string, title: string, load: PageLoad, section?: SectionId): RouteObject {
  const handle: RouteHandle = { title };
  return {
    path,
    handle,
    lazy: pageLoader(async () => {
      const Page = await load();
      return {
        Component: section
          ? () => (
              <RequireSection section={section}>
                <Page />
              </RequireSection>
            )
          : Page,
      };
    }),
  };
}

interface SectionPages {
  /** The page at the section's route (the table in domain/src/policy.ts). */
  index: PageLoad;
  /** The page of one record, at `<route>/:id`. */
  detail?: PageLoad;
  /** Further routes that belong to the section (the spec's /appointment/{id} is Agenda's). */
  more?: Record<`/${string}`, PageLoad>;
}

/** Every section's pages. A section added to the table without pages here does not compile. */
export const SECTION_PAGES: Record<SectionId, SectionPages> = {
  about: { index: () => import('../features/about/AboutPage').then((m) => m.AboutPage) },
  clients: {
    index: () => import('../features/clients/ClientsPage').then((m) => m.ClientsPage),
    detail: () => import('../features/clients/ClientDetailPage').then((m) => m.ClientDetailPage),
  },
  lawsuits: {
    index: () => import('../features/lawsuits/LawsuitsPage').then((m) => m.LawsuitsPage),
    detail: () => import('../features/lawsuits/LawsuitDetailPage').then((m) => m.LawsuitDetailPage),
  },
  agenda: {
    index: () => import('../features/agenda/EventsPage').then((m) => m.EventsPage),
    detail: () => import('../features/agenda/EventDetailPage').then((m) => m.EventDetailPage),
    more: {
      '/appointment/:id': () => import('../features/agenda/EventDetailPage').then((m) => m.EventDetailPage),
      '/events/deadline': () => import('../features/agenda/DeadlinePage').then((m) => m.DeadlinePage),
    },
  },
  articles: { index: () => import('../features/articles/ArticlesPage').then((m) => m.ArticlesPage) },
  faq: { index: () => import('../features/faq/FaqPage').then((m) => m.FaqPage) },
  finance: { index: () => import('../features/finance/TransactionsPage').then((m) => m.TransactionsPage) },
  settings: {
    index: () => import('../features/settings/SettingsPage').then((m) => m.SettingsPage),
    more: {
      '/settings/audit': () => import('../features/settings/AuditLogPage').then((m) => m.AuditLogPage),
      '/settings/calendar': () => import('../features/settings/CourtCalendarPage').then((m) => m.CourtCalendarPage),
    },
  },
  integrations: { index: () => import('../features/integrations/ServicesPage').then((m) => m.ServicesPage) },
};

/** The section routes, in menu order, each behind its section's guard. */
function sectionRoutes(): RouteObject[] {
  return SECTIONS.flatMap(({ id, route, label }) => {
    const pages = SECTION_PAGES[id];
    return [
      page(route, label, pages.index, id),
      ...(pages.detail ? [page(`${route}/:id`, label, pages.detail, id)] : []),
      ...Object.entries(pages.more ?? {}).map(([path, load]) => page(path, label, load, id)),
    ];
  });
}

function Root() {
  return (
    <PageTitle>
      <ScrollManager />
      <Outlet />
      {/* Inside the router and the session, so dialogs can link and read who is signed in; on every page. */}
      <DialogHost />
    </PageTitle>
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
          page('/auth/Login', 'Entrar', () => import('../features/auth/LoginPage').then((m) => m.LoginPage)),
          page('/auth/Register', 'Criar conta', () => import('../features/auth/RegisterPage').then((m) => m.RegisterPage)),
          page('/auth/Error', 'Erro', () => import('../features/errors/ErrorPage').then((m) => m.ErrorRoutePage)),
          // First-access and password-reset links (the Firebase Auth action handler, in pt-BR).
          page('/auth/Action', 'Definir senha', () => import('../features/auth/ActionPage').then((m) => m.ActionPage)),
          page('/NotFound', 'Página não encontrada', () => import('../features/errors/NotFoundPage').then((m) => m.NotFoundPage)),
          page('/privacidade', 'Aviso de privacidade', () => import('../features/public/PrivacyPage').then((m) => m.PrivacyPage)),
          page('/remocao', 'Pedido de remoção de dados', () => import('../features/public/RemovalPage').then((m) => m.RemovalPage)),
          {
            element: (
              <RequireAuth>
                <Outlet />
              </RequireAuth>
            ),
            children: [page('/auth/Access', 'Aguardando liberação', () => import('../features/auth/AccessPage').then((m) => m.AccessPage))],
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
          page('/', 'Início', () => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage)),
          page('/messages', 'Mensagens', () => import('../features/messages/MessagesPage').then((m) => m.MessagesPage)),
          page('/profile', 'Meu perfil', () => import('../features/profile/ProfilePage').then((m) => m.ProfilePage)),
          page('/profile/settings', 'Preferências', () => import('../features/profile/ProfileSettingsPage').then((m) => m.ProfileSettingsPage)),
          page('/unauthorized', 'Acesso não autorizado', () => import('../features/errors/UnauthorizedPage').then((m) => m.UnauthorizedPage)),
          ...sectionRoutes(),
          page('/Blocks', 'Blocos', () => import('../features/utilities/BlocksPage').then((m) => m.BlocksPage)),
          page('/Crud', 'CRUD', () => import('../features/utilities/CrudPage').then((m) => m.CrudPage)),
          page('/Documentation', 'Documentação', () => import('../features/utilities/DocumentationPage').then((m) => m.DocumentationPage)),
          page('/Empty', 'Página em branco', () => import('../features/utilities/EmptyPage').then((m) => m.EmptyPage)),
          page('/utilities/Icons', 'Ícones', () => import('../features/utilities/IconsPage').then((m) => m.IconsPage)),
        ],
      },
      page('*', 'Página não encontrada', () => import('../features/errors/NotFoundPage').then((m) => m.NotFoundPage)),
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
