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
