/**
 * How a feature serves its pages: each `features/<name>/index.ts` exports `pages`, a list of these, and the
 * signed-in app's router (app-routes.tsx) collects every feature's list. A new section's pages are its
 * feature's own index.ts: no table elsewhere names them.
 */
import type { SectionId } from '@office/domain/policy';
import type { PageLoad } from './page-route';

interface PageOf {
  /** The route pattern (`recordRoute('clients')`, `listPath('tasks')`, `pagePath('audit')`…: domain/src/addresses.ts). */
  path: string;
  /** The page's chunk: always a dynamic import, so the index holds no page code. */
  load: PageLoad;
}

/**
 * A section's page is guarded by the section's label and named by it; any other page names itself and is reached
 * by every staff member, or by administrators only.
 */
export type FeaturePage = PageOf & ({ section: SectionId; title?: never; adminOnly?: never } | { section?: never; title: string; adminOnly?: true });

/** A section's pages: its list (at the section's route), its record page and any further pages, all guarded by the section. */
export function sectionPages(section: SectionId, pages: readonly PageOf[]): FeaturePage[] {
  return pages.map((p) => ({ ...p, section }));
}
