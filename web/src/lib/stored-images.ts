import { fetchFile } from './files';
import { sessionEvents } from './session-events';

/**
 * Stored images as blob URLs, fetched once per path for the tab's life. A stored path never changes its
 * bytes (covers and photos get a new path with each upload), so a path once read is good until the tab
 * closes. An <img> cannot send the ID token, hence the fetch and the blob; the HTTP cache cannot help
 * either, since the request carries an Authorization header. A failed read is forgotten, so the next use
 * tries again.
 */
interface Entry {
  url: Promise<string | null>;
  resolved: string | null;
  users: number;
}

const entries = new Map<string, Entry>();

/** Images no longer shown that stay in memory for the next visit, oldest dropped first. */
const IDLE_KEPT = 60;

async function read(path: string): Promise<string | null> {
  const res = await fetchFile(path).catch(() => null);
  if (!res?.ok) return null;
  return URL.createObjectURL(await res.blob());
}

function trim(): void {
  let idle = [...entries.values()].filter((e) => e.users === 0 && e.resolved).length;
  for (const [path, entry] of entries) {
    if (idle <= IDLE_KEPT) break;
    if (entry.users > 0 || !entry.resolved) continue;
    URL.revokeObjectURL(entry.resolved);
    entries.delete(path);
    idle--;
  }
}

/** The image's blob URL (null when it could not be read); the caller must `releaseImage` when done. */
export function acquireImage(path: string): Promise<string | null> {
  let entry = entries.get(path);
  if (entry) {
    // Most recently used last: the map's order is the order `trim` drops in.
    entries.delete(path);
  } else {
    const created: Entry = { url: read(path), resolved: null, users: 0 };
    void created.url.then((url) => {
      created.resolved = url;
      if (!url && entries.get(path) === created) entries.delete(path);
    });
    entry = created;
  }
  entries.set(path, entry);
  entry.users++;
  return entry.url;
}

export function releaseImage(path: string): void {
  const entry = entries.get(path);
  if (!entry) return;
  entry.users = Math.max(0, entry.users - 1);
  trim();
}

/** The blob URL of an image already read, for the first render of a component that shows it again. */
export function loadedImage(path: string): string | null {
  return entries.get(path)?.resolved ?? null;
}

// Nothing one person saw stays for the next one on this browser.
sessionEvents.addEventListener('ended', () => {
  for (const entry of entries.values()) if (entry.resolved) URL.revokeObjectURL(entry.resolved);
  entries.clear();
});
