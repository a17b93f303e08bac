import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SECTIONS } from '@office/domain/policy';
import { routes, SECTION_PAGES } from './router';

/** The leaf route a path lands on, and the component its chunk provides. */
async function landing(path: string): Promise<{ route: RouteObject; Component: unknown }> {
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches.at(-1)?.route;
  if (!leaf) throw new Error(`nothing matches ${path}`);
  const lazy = typeof leaf.lazy === 'function' ? await leaf.lazy() : {};
  return { route: leaf, Component: (lazy as { Component?: unknown }).Component };
}

describe('router', () => {
  for (const section of SECTIONS) {
    const pages = SECTION_PAGES[section.id];
    const paths = [
      section.route,
      ...(pages.detail ? [`${section.route}/abc-123`] : []),
      ...Object.keys(pages.more ?? {}).map((p) => p.replace(':id', 'abc-123')),
    ];
    for (const path of paths) {
      it(`${path} opens a page of ${section.label}, not the 404`, async () => {
        const { route, Component } = await landing(path);
        expect(route.path).not.toBe('*');
        expect(typeof Component).toBe('function');
      });
    }
  }

  it('loads each section page from its own module', async () => {
    for (const section of SECTIONS) {
      const Page = await SECTION_PAGES[section.id].index();
      expect(Page.name).toMatch(/Page$/);
    }
  });

  it('sends unknown paths, even ones that start like a section, to the 404', async () => {
    for (const path of ['/clientsx', '/clients/abc/def', '/nada']) expect((await landing(path)).route.path).toBe('*');
  });
});
