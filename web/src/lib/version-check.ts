/**
 * New-version check, as the spec describes: latest.json is fetched 1 s after
 * start (not on slow-2g connections) and then every hour; a different buildId
 * than the running one means a newer build is deployed.
 */

declare const __BUILD_ID__: string;

export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
export const FIRST_CHECK_DELAY_MS = 1000;
export const CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface LatestManifest {
  buildId: string;
  builtAt: string;
}

type Connection = { effectiveType?: string };

export function isSlowConnection(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { connection?: Connection }).connection?.effectiveType === 'slow-2g';
}

export async function fetchLatest(fetcher: typeof fetch = fetch): Promise<LatestManifest | null> {
  try {
    const res = await fetcher(`/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!res.ok) return null;
    const json = (await res.json()) as Partial<LatestManifest>;
    return typeof json.buildId === 'string' ? { buildId: json.buildId, builtAt: json.builtAt ?? '' } : null;
  } catch {
    return null;
  }
}

/** Starts the checks; calls `onNewVersion` once when a newer build shows up. Returns a stop function. */
export function startVersionCheck(
  onNewVersion: (latest: LatestManifest) => void,
  options: { fetcher?: typeof fetch; currentBuildId?: string } = {},
): () => void {
  const current = options.currentBuildId ?? BUILD_ID;
  let notified = false;
  const check = async () => {
    const latest = await fetchLatest(options.fetcher);
    if (latest && latest.buildId !== current && !notified) {
      notified = true;
      onNewVersion(latest);
    }
  };
  const timers: ReturnType<typeof setTimeout>[] = [];
  if (!isSlowConnection()) timers.push(setTimeout(() => void check(), FIRST_CHECK_DELAY_MS));
  const interval = setInterval(() => void check(), CHECK_INTERVAL_MS);
  return () => {
    timers.forEach(clearTimeout);
    clearInterval(interval);
  };
}
