/**
 * A page chunk that fails to load (usually: a new build replaced the old
 * files) is remembered; the next navigation then reloads the whole app at the
 * route the person was going to, which fetches the new build.
 */
let failed = false;

export function markChunkFailure(): void {
  failed = true;
}

export function hasChunkFailure(): boolean {
  return failed;
}

/** Wraps a page import so a failed download is recorded before the error reaches the router. */
export function pageLoader<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      markChunkFailure();
      throw error;
    }
  };
}

/** Hard reload at `href` when a chunk failed earlier; true when it did. */
export function reloadIfChunkFailed(href: string, assign: (url: string) => void = (url) => window.location.assign(url)): boolean {
  if (!failed) return false;
  failed = false;
  assign(href);
  return true;
}

/**
 * A chunk downloaded at most once (`pageLoader` semantics: a failure is recorded): `load` starts or joins
 * the download, `loaded` hands back its result once it has arrived, so a render can use it without waiting.
 */
export function chunkOnce<T>(load: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | null } {
  let loading: Promise<T> | null = null;
  let result: T | null = null;
  return {
    load: () =>
      (loading ??= pageLoader(load)().then((value) => {
        result = value;
        return value;
      })),
    loaded: () => result,
  };
}
