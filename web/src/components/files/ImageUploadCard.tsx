import { useId, useState, type ReactNode } from 'react';
import { CallError } from '../../lib/callable';
import { isConflict, messageOf } from '../../lib/error-message';
import { SaveProblem } from '../form/SaveProblem';
import type { IconName } from '../ui/Icon';
import { Button, Card } from '../ui/primitives';
import { ImagePicker, imageFileProblem, UploadProgress } from './image-upload';

/** What an image upload shows besides the image: the image's own problem, any other failure, the progress. */
export interface ImageUploadState {
  imageError: string | null;
  problem: string | null;
  conflict: boolean;
  progress: number | null;
  setProgress: (progress: number | null) => void;
  clear: () => void;
  /** A refusal: the image's field (`sourcePath`, `file`) under the image, anything else above; `ownFields` are the caller's to show. */
  failed: (failure: unknown, ownFields?: string[]) => void;
  /** Whether the chosen file may be sent; if not, says why under the image. */
  accepts: (file: File) => boolean;
}

/**
 * The state of an image saved at once on a record's `version` (a photo, a cover): another version (saved here,
 * or the current data read again) makes a refusal of the one before past.
 */
export function useImageUpload(version: number): ImageUploadState {
  const [imageError, setImageError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [seen, setSeen] = useState(version);
  if (version !== seen) {
    setSeen(version);
    setConflict(false);
    setProblem(null);
  }
  const clear = () => {
    setImageError(null);
    setProblem(null);
    setConflict(false);
  };
  const failed = (failure: unknown, ownFields: string[] = []) => {
    const fields = failure instanceof CallError ? failure.fields : {};
    const image = fields.sourcePath ?? fields.file ?? null;
    setImageError(image);
    setProblem(image || ownFields.some((f) => fields[f]) ? null : messageOf(failure));
    setConflict(isConflict(failure));
  };
  const accepts = (file: File) => {
    clear();
    const refused = imageFileProblem(file);
    setImageError(refused);
    return refused === null;
  };
  return { imageError, problem, conflict, progress, setProgress, clear, failed, accepts };
}

/** Where the upload sits: a card of its own on a page, or a group of fields in a form. */
export type ImageUploadFrame = { card: string; icon: IconName } | { legend: string };

/**
 * An image's upload: the image (`preview`) beside what changes it: the failures (`state`), `fields` (the image's
 * description), the progress, the image's own problem, `children` (a choice waiting to be sent), the picker
 * with `actions` and "Remover …" after it, and the `hint` on formats and sizes.
 */
export function ImageUploadCard({
  frame,
  wide = false,
  preview,
  state,
  pick,
  progressText,
  fields,
  actions,
  remove,
  onReload,
  hint,
  children,
}: {
  frame: ImageUploadFrame;
  /** The preview and the controls in two equal columns (a cover), else the controls beside a small preview. */
  wide?: boolean;
  preview: ReactNode;
  state?: ImageUploadState;
  pick: { label: ReactNode; disabled: boolean; onFile: (file: File) => void };
  progressText?: { label: string; preparing: string };
  fields?: ReactNode;
  actions?: ReactNode;
  remove?: { label: string; disabled: boolean; onClick: () => void } | false;
  /** After a stale version: read the record again. */
  onReload?: () => void;
  hint?: ReactNode;
  children?: ReactNode;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const controls = (
    <div className={`flex min-w-0 flex-col ${wide ? 'gap-3' : 'flex-1 gap-2'}`}>
      {state && onReload && <SaveProblem message={state.problem} conflict={state.conflict} onReload={onReload} />}
      {fields}
      {state?.progress != null && progressText && <UploadProgress progress={state.progress} {...progressText} />}
      {state?.imageError && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {state.imageError}
        </p>
      )}
      {children}
      <div className="flex flex-wrap gap-2">
        <ImagePicker id={inputId} disabled={pick.disabled} onFile={pick.onFile}>
          {pick.label}
        </ImagePicker>
        {actions}
        {remove && (
          <Button variant="ghost" icon="trash" disabled={remove.disabled} onClick={remove.onClick}>
            {remove.label}
          </Button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
  const body = (
    <div className={wide ? 'grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]' : 'flex flex-wrap items-start gap-4'}>
      {preview}
      {controls}
    </div>
  );
  if ('card' in frame) {
    return (
      <Card title={frame.card} icon={frame.icon}>
        {body}
      </Card>
    );
  }
  const described = [state?.imageError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={described || undefined} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{frame.legend}</legend>
      {body}
    </fieldset>
  );
}
