import { lazy, useState, type ComponentType, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { chunkOnce } from '../lib/chunk-reload';
import { Titled } from '../lib/page-title';

/** Loads a page's chunk on demand and hands back its component. */
export type PageLoad = () => Promise<ComponentType>;

/** What a page route keeps in its `handle`: its tab title, and how to start downloading its code early. */
export interface PageHandle {
  title: string;
  preload: () => Promise<unknown>;
}

/**
 * A route whose page is its own chunk, named `title` in the browser tab. `wrap` puts a guard around it. The
 * chunk downloads on first render, or earlier through `handle.preload` (see app-routes: a page and its frame
 * download together, not one after the other).
 */
export function pageRoute(path: string, title: string, load: PageLoad, wrap?: (page: ReactElement) => ReactElement): RouteObject {
  const chunk = chunkOnce(load);
  const Lazy = lazy(() => chunk.load().then((Component) => ({ default: Component })));
  /**
   * Code already downloaded (preloaded, or seen before) renders at once; otherwise the page suspends: a
   * navigation keeps the current page meanwhile. Decided once per mount, so the page never remounts. (A
   * suspension on the first load would also hold the page back by React's reveal throttle, up to 300 ms.)
   */
  function Page() {
    const [Component] = useState<ComponentType>(() => chunk.loaded() ?? Lazy);
    return <Component />;
  }
  const page = (
    <Titled title={title}>
      <Page />
    </Titled>
  );
  const handle: PageHandle = { title, preload: chunk.load };
  return { path, handle, element: wrap ? wrap(page) : page };
}
