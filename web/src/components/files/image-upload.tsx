import type { ChangeEvent, ReactNode } from 'react';
import { fileNameProblem, MAX_UPLOAD_BYTES } from '@office/domain/files';
import { Icon } from '../ui/Icon';

/** The images the server turns into covers and photos (it checks again, reading the content). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a chosen file cannot be sent as an image, or null: checked before the upload so nothing is sent in vain. */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'Escolha uma imagem JPEG, PNG ou WebP.';
  return fileNameProblem(file.name, file.type) ?? (file.size > MAX_UPLOAD_BYTES ? 'A imagem passa do limite de 20 MB.' : null);
}

/**
 * "Escolher imagem": a label styled as a button opens the file picker; the input itself stays out of sight.
 * Hands over the chosen file, and empties the input so the same file may be chosen again.
 */
export function ImagePicker({ id, disabled, onFile, children }: { id: string; disabled: boolean; onFile: (file: File) => void; children: ReactNode }) {
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  }
  return (
    <label
      htmlFor={id}
      className={`inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700 ${
        disabled ? 'pointer-events-none opacity-60' : ''
      }`}
    >
      <Icon name="download" className="size-4 rotate-180" />
      {children}
      <input id={id} type="file" className="sr-only" accept={IMAGE_TYPES.join(',')} disabled={disabled} onChange={onChange} />
    </label>
  );
}

/** An upload's progress (0 to 1), then what the server is doing with the image (`preparing`). */
export function UploadProgress({ progress, label, preparing }: { progress: number; label: string; preparing: string }) {
  return (
    <div role="status">
      <progress className="h-2 w-full accent-brand-700" value={progress} max={1} aria-label={label} />
      <p className="text-xs text-slate-600 dark:text-slate-400">{progress < 1 ? `Enviando… ${Math.round(progress * 100)}%` : preparing}</p>
    </div>
  );
}
