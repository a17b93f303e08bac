import { useEffect, useState, type ReactNode } from 'react';
import { fetchFile } from '../../lib/files';

/**
 * A stored image as an address the page can show: fetched from the files function with the ID token (an
 * <img> cannot send it), held as a blob URL while the path is shown and released after. Null while loading,
 * without a path, or when the file could not be read.
 */
export function useStoredImageUrl(path: string | null): string | null {
  const [loaded, setLoaded] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    if (!path) return;
    let url: string | null = null;
    let cancelled = false;
    void (async () => {
      const res = await fetchFile(path).catch(() => null);
      if (!res?.ok || cancelled) return;
      const blob = await res.blob();
      if (cancelled) return;
      url = URL.createObjectURL(blob);
      setLoaded({ path, url });
    })();
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  // A previous path's image is not this one's.
  return path && loaded?.path === path ? loaded.url : null;
}

/**
 * An image from the files function, or `placeholder` until it has loaded (and without a path). The image and
 * the placeholder share `className`, so the box keeps its size either way.
 */
export function StoredImage({ path, alt, className, placeholder }: { path: string | null; alt: string; className: string; placeholder: ReactNode }) {
  const src = useStoredImageUrl(path);
  return src ? <img src={src} alt={alt} className={`${className} object-cover`} /> : placeholder;
}
