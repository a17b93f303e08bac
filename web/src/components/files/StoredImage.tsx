import { useEffect, useState, type ReactNode } from 'react';
import { acquireImage, loadedImage, releaseImage } from '../../lib/stored-images';

/**
 * A stored image as an address the page can show: read once per path for the tab (lib/stored-images) and
 * shared by every component that shows it. Null while loading, without a path, or when the file could not
 * be read.
 */
export function useStoredImageUrl(path: string | null): string | null {
  const [loaded, setLoaded] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    if (!path) return;
    let live = true;
    void acquireImage(path).then((url) => {
      if (live && url) setLoaded({ path, url });
    });
    return () => {
      live = false;
      releaseImage(path);
    };
  }, [path]);
  // A previous path's image is not this one's; one already read shows on the first render.
  if (!path) return null;
  return loaded?.path === path ? loaded.url : loadedImage(path);
}

/**
 * An image from the files function, or `placeholder` until it has loaded (and without a path). The image and
 * the placeholder share `className`, so the box keeps its size either way.
 */
export function StoredImage({ path, alt, className, placeholder }: { path: string | null; alt: string; className: string; placeholder: ReactNode }) {
  const src = useStoredImageUrl(path);
  return src ? <img src={src} alt={alt} className={`${className} object-cover`} /> : placeholder;
}
