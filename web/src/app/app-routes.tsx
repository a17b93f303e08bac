/**
 * The signed-in application's routes: the frame (menu, top bar) and every page in it, behind the session and
 * section guards. This module is its own chunk, loaded for any address the public routes (router.tsx) do not
 * know, so the login page carries neither this table nor the section policy.
 */
import { useEffect } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { sectionById } from '@office/domain/policy';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { QueryProvider } from '../lib/query-client';
import { AppLayout } from './AppLayout';
import type { FeaturePage } from './feature-pages';
import { RequireAuth, RequireStaff } from './guards';
import { pageRoute, type PageHandle } from './page-route';
import { setPagePreloader } from './page-preload';
import { RequireAdmin, RequireSection } from './section-guard';

/** Every feature's pages, from its own `features/<name>/index.ts` (see feature-pages.ts). */
const featureModules = import.meta.glob<{ pages: FeaturePage[] }>('../features/*/index.ts', { eager: true });
export const FEATURE_PAGES: FeaturePage[] = Object.values(featureModules).flatMap((m) => m.pages);

/** A feature page's route: named by its section's label (or its own title), behind its section's or the administrators' guard. */
function featureRoute(page: FeaturePage): RouteObject {
  const { section } = page;
  if (section) return pageRoute(page.path, sectionById(section).label, page.load, (e) => <RequireSection section={section}>{e}</RequireSection>);
  return pageRoute(page.path, page.title, page.load, page.adminOnly ? (e) => <RequireAdmin>{e}</RequireAdmin> : undefined);
}

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
      ...FEATURE_PAGES.map(featureRoute),
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
