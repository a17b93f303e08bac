import { MEMBER_PHOTO_SIZE, type Listed, type TeamMemberRecord } from '@office/domain';
import { useRemoveMemberPhoto, useUploadMemberPhoto } from '../../api/about';
import { ImageUploadCard, useImageUpload } from '../../components/files/ImageUploadCard';
import { StoredImage } from '../../components/files/StoredImage';
import { initials } from '../../components/ui/Avatar';
import { useDialog } from '../../components/ui/dialog';
import { useToast } from '../../components/ui/toast';

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
  const state = useImageUpload(member.version);
  const locked = upload.isPending || removal.isPending || disabled;

  async function change(run: () => Promise<Member>, summary: string) {
    state.clear();
    onBusy?.(true);
    try {
      const saved = await run();
      onChanged(saved);
      toast.show({ severity: 'success', summary, detail: saved.name });
    } catch (failure) {
      state.failed(failure);
    } finally {
      state.setProgress(null);
      onBusy?.(false);
    }
  }

  function onFile(file: File) {
    if (!state.accepts(file)) return;
    state.setProgress(0);
    void change(() => upload.mutateAsync({ member, file, onProgress: state.setProgress }), 'Foto atualizada.');
  }

  async function remove() {
    const confirmed = await dialog.confirm({
      title: 'Remover a foto?',
      message: `${member.name} fica sem foto, aqui e no site do escritório. A imagem é excluída.`,
      confirmLabel: 'Remover foto',
      cancelLabel: 'Voltar',
      tone: 'danger',
    });
    if (confirmed) await change(() => removal.mutateAsync(member), 'Foto removida.');
  }

  return (
    <ImageUploadCard
      frame={{ legend: 'Foto' }}
      preview={<MemberPhoto name={member.name} photoPath={member.photoPath} className="size-24 text-2xl" />}
      state={state}
      pick={{ label: 'Escolher foto', disabled: locked, onFile }}
      progressText={{ label: 'Envio da foto', preparing: 'Imagem enviada. Preparando a foto…' }}
      remove={member.photoPath !== null && { label: 'Remover foto', disabled: locked, onClick: () => void remove() }}
      onReload={onReload}
      hint={`JPEG, PNG ou WebP, até 20 MB. A foto é salva na hora, recortada em quadrado (${MEMBER_PHOTO_SIZE}×${MEMBER_PHOTO_SIZE}) em volta do rosto.`}
    />
  );
}
