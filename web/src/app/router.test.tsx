import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '@office/domain/policy';
import { appRoutes, FEATURE_PAGES } from './app-routes';
import type { PageHandle } from './page-route';
import { publicRoutes } from './router';

/** The leaf route a path lands on in a route table. */
function leaf(routes: RouteObject[], path: string): RouteObject {
  const route = matchRoutes(routes, path)?.at(-1)?.route;
  if (!route) throw new Error(`nothing matches ${path}`);
  return route;
}

describe('router', () => {
  for (const section of SECTIONS) {
    // Every page a feature serves under the section, its list at the section's route first.
    const paths = [
      section.route,
      ...FEATURE_PAGES.filter((p) => p.section === section.id && p.path !== section.route).map((p) => p.path.replace(':id', 'abc-123')),
    ];
    for (const path of paths) {
      it(`${path} opens a page of ${section.label}, not the 404`, async () => {
        expect(leaf(publicRoutes, path).path).toBe('*');
        const route = leaf(appRoutes, path);
        expect(route.path).not.toBe('*');
        const handle = route.handle as PageHandle;
        expect(handle.title).toBe(section.label);
        const Page = await handle.preload();
        expect(typeof Page).toBe('function');
      });
    }
  }

  it('loads each section page from its own module', async () => {
    for (const section of SECTIONS) {
      const index = FEATURE_PAGES.find((p) => p.section === section.id && p.path === section.route);
      expect(index, `${section.label} has no page at ${section.route}`).toBeDefined();
      const Page = await index!.load();
      expect(Page.name).toMatch(/Page$/);
    }
  });

  it('serves the sign-in and LGPD pages from the public table, without the application', () => {
    for (const path of ['/auth/Login', '/auth/Register', '/auth/Action', '/auth/Access', '/privacidade', '/remocao'])
      expect(leaf(publicRoutes, path).path).toBe(path);
  });

  it('sends unknown paths, even ones that start like a section, to the 404', () => {
    for (const path of ['/clientsx', '/clients/abc/def', '/nada']) expect(leaf(appRoutes, path).path).toBe('*');
  });
});
