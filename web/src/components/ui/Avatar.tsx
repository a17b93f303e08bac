import { useStoredImageUrl } from '../files/StoredImage';

/** "Helena Barbosa" → "HB": the first and last names' initials ("?" without a name). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** Profile photo (read once per path for the tab), or the person's initials. */
export function Avatar({ name, photoPath, size = 'size-8' }: { name: string; photoPath: string | null; size?: string }) {
  const src = useStoredImageUrl(photoPath);
  if (src) return <img src={src} alt="" className={`${size} rounded-full object-cover`} />;
  return (
    <span aria-hidden="true" className={`${size} grid place-items-center rounded-full bg-brand-700 text-xs font-semibold text-white`}>
      {initials(name)}
    </span>
  );
}
