/**
 * The signed-in application's routes: the frame (menu, top bar) and every page in it, behind the session and
 * section guards. This module is its own chunk, loaded for any address the public routes (router.tsx) do not
 * know, so the login page carries neither this table nor the section policy.
 */
import { useEffect, type ReactElement } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { SECTIONS, type SectionId } from '@office/domain/policy';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { QueryProvider } from '../lib/query-client';
import { AppLayout } from './AppLayout';
import { RequireAuth, RequireStaff } from './guards';
import { pageRoute, type PageHandle, type PageLoad } from './page-route';
import { setPagePreloader } from './page-preload';
import { RequireAdmin, RequireSection } from './section-guard';

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
    // A static segment outranks `/lawsuits/:id`, so no lawsuit id can shadow the inbox.
    more: {
      '/lawsuits/intimations': () => import('../features/intimations/IntimationsPage').then((m) => m.IntimationsPage),
      '/lawsuits/intimations/:id': () => import('../features/intimations/IntimationDetailPage').then((m) => m.IntimationDetailPage),
    },
  },
  agenda: {
    index: () => import('../features/agenda/EventsPage').then((m) => m.EventsPage),
    detail: () => import('../features/agenda/EventDetailPage').then((m) => m.EventDetailPage),
    more: {
      '/appointment/:id': () => import('../features/agenda/EventDetailPage').then((m) => m.EventDetailPage),
      '/events/deadline': () => import('../features/agenda/DeadlinePage').then((m) => m.DeadlinePage),
      // Tarefas and "Meu trabalho" are the agenda's work (domain/src/tasks.ts).
      '/tasks': () => import('../features/tasks/TasksPage').then((m) => m.TasksPage),
      // A static segment outranks `/tasks/:id`, so no task id can shadow it.
      '/tasks/productivity': () => import('../features/tasks/ProductivityPage').then((m) => m.ProductivityPage),
      '/tasks/:id': () => import('../features/tasks/TaskDetailPage').then((m) => m.TaskDetailPage),
      '/my-work': () => import('../features/tasks/MyWorkPage').then((m) => m.MyWorkPage),
    },
  },
  articles: {
    index: () => import('../features/articles/ArticlesPage').then((m) => m.ArticlesPage),
    detail: () => import('../features/articles/ArticleEditorPage').then((m) => m.ArticleEditorPage),
    // A static segment outranks `/articles/:id`, so no article id can shadow it.
    more: { '/articles/new': () => import('../features/articles/ArticleEditorPage').then((m) => m.ArticleEditorPage) },
  },
  faq: { index: () => import('../features/faq/FaqPage').then((m) => m.FaqPage) },
  finance: {
    index: () => import('../features/finance/TransactionsPage').then((m) => m.TransactionsPage),
    detail: () => import('../features/finance/TransactionDetailPage').then((m) => m.TransactionDetailPage),
    // A static segment outranks `/transactions/:id`, so no lançamento id can shadow it.
    more: {
      '/transactions/accounts': () => import('../features/finance/AccountsPage').then((m) => m.AccountsPage),
      '/transactions/cash-flow': () => import('../features/finance/CashFlowPage').then((m) => m.CashFlowPage),
      '/transactions/statement': () => import('../features/finance/StatementPage').then((m) => m.StatementPage),
    },
  },
  settings: {
    index: () => import('../features/settings/SettingsPage').then((m) => m.SettingsPage),
    more: {
      '/settings/audit': () => import('../features/settings/AuditLogPage').then((m) => m.AuditLogPage),
      '/settings/calendar': () => import('../features/settings/CourtCalendarPage').then((m) => m.CourtCalendarPage),
      '/settings/categories': () => import('../features/settings/CategoryPlanPage').then((m) => m.CategoryPlanPage),
      '/settings/templates': () => import('../features/settings/DocumentTemplatesPage').then((m) => m.DocumentTemplatesPage),
      '/settings/workflows': () => import('../features/settings/WorkflowTemplatesPage').then((m) => m.WorkflowTemplatesPage),
    },
  },
  integrations: { index: () => import('../features/integrations/ServicesPage').then((m) => m.ServicesPage) },
};

/** The section routes, in menu order, each behind its section's guard. */
function sectionRoutes(): RouteObject[] {
  return SECTIONS.flatMap(({ id, route, label }) => {
    const pages = SECTION_PAGES[id];
    const guarded = (page: ReactElement) => <RequireSection section={id}>{page}</RequireSection>;
    return [
      pageRoute(route, label, pages.index, guarded),
      ...(pages.detail ? [pageRoute(`${route}/:id`, label, pages.detail, guarded)] : []),
      ...Object.entries(pages.more ?? {}).map(([path, load]) => pageRoute(path, label, load, guarded)),
    ];
  });
}

const adminOnly = (page: ReactElement) => <RequireAdmin>{page}</RequireAdmin>;

export const appRoutes: RouteObject[] = [
  {
    element: (
      <QueryProvider>
        <RequireAuth>
          <RequireStaff>
            <AppLayout />
          </RequireStaff>
        </RequireAuth>
      </QueryProvider>
    ),
    children: [
      // The start page comes with the frame: a signed-in person's first screen waits on one download, not two.
      pageRoute('/', 'Início', () => Promise.resolve(DashboardPage)),
      pageRoute('/messages', 'Mensagens', () => import('../features/messages/MessagesPage').then((m) => m.MessagesPage)),
      pageRoute('/messages/:threadId', 'Mensagem', () => import('../features/messages/ThreadPage').then((m) => m.ThreadPage)),
      pageRoute('/notifications', 'Notificações', () => import('../features/notifications/NotificationsPage').then((m) => m.NotificationsPage)),
      pageRoute('/profile', 'Meu perfil', () => import('../features/profile/ProfilePage').then((m) => m.ProfilePage)),
      pageRoute('/profile/settings', 'Preferências', () => import('../features/profile/ProfileSettingsPage').then((m) => m.ProfileSettingsPage)),
      pageRoute('/unauthorized', 'Acesso não autorizado', () => import('../features/errors/UnauthorizedPage').then((m) => m.UnauthorizedPage)),
      ...sectionRoutes(),
      pageRoute('/Documentation', 'Documentação', () => import('../features/utilities/DocumentationPage').then((m) => m.DocumentationPage)),
      pageRoute('/Blocks', 'Blocos', () => import('../features/utilities/BlocksPage').then((m) => m.BlocksPage), adminOnly),
      pageRoute('/Crud', 'CRUD', () => import('../features/utilities/CrudPage').then((m) => m.CrudPage), adminOnly),
      pageRoute('/Empty', 'Página em branco', () => import('../features/utilities/EmptyPage').then((m) => m.EmptyPage), adminOnly),
      pageRoute('/utilities/Icons', 'Ícones', () => import('../features/utilities/IconsPage').then((m) => m.IconsPage), adminOnly),
    ],
  },
  pageRoute('*', 'Página não encontrada', () => import('../features/errors/NotFoundPage').then((m) => m.NotFoundPage)),
];

/**
 * The application at the current address. The page's code starts downloading as soon as this module runs,
 * beside the session check, instead of after the frame has rendered past its guards.
 */
function preloadPages(location: string | Partial<Location>): void {
  for (const match of matchRoutes(appRoutes, location) ?? []) void (match.route.handle as PageHandle | undefined)?.preload().catch(() => undefined);
}

// The page the app was opened at, as soon as this module runs; the menu preloads the others (page-preload.ts).
preloadPages(window.location.pathname);
setPagePreloader(preloadPages);

export function AppRoutes() {
  const location = useLocation();
  useEffect(() => preloadPages(location), [location]);
  return useRoutes(appRoutes);
}
