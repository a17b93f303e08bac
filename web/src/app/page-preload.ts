/**
 * Starting a page's download before it is opened: the routes module registers how (it knows the routes), and
 * the menu calls it when a link is pointed at or focused, and for every visible link once the app is idle, so a
 * section's first visit waits only on its data.
 */
let preloader: (to: string) => void = () => undefined;

export function setPagePreloader(preload: (to: string) => void): void {
  preloader = preload;
}

export function preloadPage(to: string): void {
  preloader(to);
}

/** After the first screen has settled, when the browser is idle: not on a data-saving connection. */
export function whenSettled(run: () => void): () => void {
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  if (saveData) return () => undefined;
  let idle: number | null = null;
  const timer = window.setTimeout(() => {
    // Safari has no requestIdleCallback: a plain task instead.
    idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2_000 }) : window.setTimeout(run, 0);
  }, 1_000);
  return () => {
    window.clearTimeout(timer);
    if (idle !== null && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
  };
}
