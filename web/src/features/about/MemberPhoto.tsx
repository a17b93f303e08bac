import { useId, useState } from 'react';
import { MEMBER_PHOTO_SIZE, type Listed, type TeamMemberRecord } from '@office/domain';
import { useRemoveMemberPhoto, useUploadMemberPhoto } from '../../api/about';
import { ImagePicker, imageFileProblem, UploadProgress } from '../../components/files/image-upload';
import { StoredImage } from '../../components/files/StoredImage';
import { SaveProblem } from '../../components/form/SaveProblem';
import { initials } from '../../components/ui/Avatar';
import { useDialog } from '../../components/ui/dialog';
import { Button } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { CallError } from '../../lib/callable';
import { messageOf, isConflict } from '../../lib/error-message';

type Member = Listed<TeamMemberRecord>;

/**
 * A person's photo in a circle (from the files function), or their initials in a neutral circle without one
 * and while it loads. `className` gives the size and the initials' text size.
 */
export function MemberPhoto({ name, photoPath, className }: { name: string; photoPath: string | null; className: string }) {
  return (
    <StoredImage
      path={photoPath}
      alt={`Foto de ${name}`}
      className={`${className} shrink-0 rounded-full`}
      placeholder={
        // The name is next to it: the initials are only a picture.
        <span
          aria-hidden="true"
          className={`${className} grid shrink-0 place-items-center rounded-full bg-slate-200 font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-200`}
        >
          {initials(name)}
        </span>
      }
    />
  );
}

/** What a refusal says about the image, apart from anything else (a stale version, no connection). */
function refusal(failure: unknown): { image: string | null; other: string | null } {
  const image = failure instanceof CallError ? (failure.fields.sourcePath ?? failure.fields.file ?? null) : null;
  return { image, other: image ? null : messageOf(failure) };
}

/**
 * Foto, in the dialog of a saved member: the current photo, a new image chosen and uploaded with its progress
 * (the server cuts it square), and removal. Each change saves at once on the member's version and hands back
 * the member as saved (on a new version), which the form goes on from.
 */
export function MemberPhotoField({
  member,
  disabled = false,
  onChanged,
  onReload,
  onBusy,
}: {
  member: Member;
  /** The rest of the form is being saved. */
  disabled?: boolean;
  onChanged: (saved: Member) => void;
  /** After a stale version: read the member again. */
  onReload: () => void;
  /** A photo change started (true) or ended (false). */
  onBusy?: (busy: boolean) => void;
}) {
  const dialog = useDialog();
  const toast = useToast();
  const upload = useUploadMemberPhoto();
  const removal = useRemoveMemberPhoto();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [imageError, setImageError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [version, setVersion] = useState(member.version);
  // Another version of the member (saved here, or the current data read again): a refusal of the one before is past.
  if (member.version !== version) {
    setVersion(member.version);
    setConflict(false);
    setProblem(null);
  }
  const busy = upload.isPending || removal.isPending;
  const locked = busy || disabled;

  function clearProblems() {
    setImageError(null);
    setProblem(null);
    setConflict(false);
  }

  function failed(failure: unknown) {
    const r = refusal(failure);
    setImageError(r.image);
    setProblem(r.other);
    setConflict(isConflict(failure));
  }

  async function send(file: File) {
    clearProblems();
    setProgress(0);
    onBusy?.(true);
    try {
      const saved = await upload.mutateAsync({ member, file, onProgress: setProgress });
      onChanged(saved);
      toast.show({ severity: 'success', summary: 'Foto atualizada.', detail: saved.name });
    } catch (failure) {
      failed(failure);
    } finally {
      setProgress(null);
      onBusy?.(false);
    }
  }

  function onFile(file: File) {
    clearProblems();
    const problem = imageFileProblem(file);
    if (problem) {
      setImageError(problem);
      return;
    }
    void send(file);
  }

  async function remove() {
    const confirmed = await dialog.confirm({
      title: 'Remover a foto?',
      message: `${member.name} fica sem foto, aqui e no site do escritório. A imagem é excluída.`,
      confirmLabel: 'Remover foto',
      cancelLabel: 'Voltar',
      tone: 'danger',
    });
    if (!confirmed) return;
    clearProblems();
    onBusy?.(true);
    try {
      const saved = await removal.mutateAsync(member);
      onChanged(saved);
      toast.show({ severity: 'success', summary: 'Foto removida.', detail: saved.name });
    } catch (failure) {
      failed(failure);
    } finally {
      onBusy?.(false);
    }
  }

  return (
    <fieldset aria-describedby={imageError ? `${errorId} ${hintId}` : hintId} className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">Foto</legend>
      <div className="flex flex-wrap items-start gap-4">
        <MemberPhoto name={member.name} photoPath={member.photoPath} className="size-24 text-2xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <SaveProblem message={problem} conflict={conflict} onReload={onReload} />
          {progress !== null && <UploadProgress progress={progress} label="Envio da foto" preparing="Imagem enviada. Preparando a foto…" />}
          {imageError && (
            <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
              {imageError}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <ImagePicker id={inputId} disabled={locked} onFile={onFile}>
              Escolher foto
            </ImagePicker>
            {member.photoPath && (
              <Button variant="ghost" icon="trash" disabled={locked} onClick={() => void remove()}>
                Remover foto
              </Button>
            )}
          </div>
          <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
            JPEG, PNG ou WebP, até 20 MB. A foto é salva na hora, recortada em quadrado ({MEMBER_PHOTO_SIZE}×{MEMBER_PHOTO_SIZE}) em volta do rosto.
          </p>
        </div>
      </div>
    </fieldset>
  );
}
