import { useEffect, useState } from 'react';
import { fetchFile } from '../../lib/files';

/** "Helena Barbosa" → "HB": the first and last names' initials ("?" without a name). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** Profile photo fetched with the ID token (the files function needs it), or the person's initials. */
export function Avatar({ name, photoPath, size = 'size-8' }: { name: string; photoPath: string | null; size?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!photoPath) return;
    let url: string | null = null;
    let cancelled = false;
    void (async () => {
      const res = await fetchFile(photoPath);
      if (!res.ok || cancelled) return;
      url = URL.createObjectURL(await res.blob());
      setSrc(url);
    })();
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [photoPath]);
  if (photoPath && src) return <img src={src} alt="" className={`${size} rounded-full object-cover`} />;
  return (
    <span aria-hidden="true" className={`${size} grid place-items-center rounded-full bg-brand-700 text-xs font-semibold text-white`}>
      {initials(name)}
    </span>
  );
}
