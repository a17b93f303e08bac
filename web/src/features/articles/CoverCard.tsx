import { useId, useRef, useState } from 'react';
import { COVER_SIZE } from '@office/domain/articles';
import { useSetCover, useUploadCover, type Article } from '../../api/articles';
import { ImageUploadCard, useImageUpload } from '../../components/files/ImageUploadCard';
import { StoredImage } from '../../components/files/StoredImage';
import { useDialog } from '../../components/ui/dialog';
import { Icon } from '../../components/ui/Icon';
import { Button, Field, TextInput } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { CallError } from '../../lib/callable';

const ALT_MIN = 3;
const ALT_MAX = 200;
const ALT_MISSING = 'Descreva a imagem para quem não a vê (texto alternativo).';
const PREVIEW_BOX = 'aspect-[1200/630] w-full rounded-lg';

/**
 * Capa: the saved article's cover (shown from the files function), a new image chosen and uploaded with its
 * progress, then cropped by the server to 1200×630 with a thumbnail; its description (required), and removal.
 * Works on the version the editor holds and hands back the article as saved.
 */
export function CoverCard({ article, onChanged, onReload }: { article: Article; onChanged: (saved: Article) => void; onReload: () => void }) {
  const cover = article.cover;
  const dialog = useDialog();
  const toast = useToast();
  const upload = useUploadCover();
  const setCover = useSetCover();
  const state = useImageUpload(article.version);
  const altId = useId();
  const altRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState(cover?.alt ?? '');
  const [savedAlt, setSavedAlt] = useState(cover?.alt ?? null);
  const [altError, setAltError] = useState<string | null>(null);
  const [pending, setPending] = useState<File | null>(null);
  // A new cover (or the current data after a conflict) brings its own description.
  if ((cover?.alt ?? null) !== savedAlt) {
    setSavedAlt(cover?.alt ?? null);
    setAlt(cover?.alt ?? '');
  }
  const busy = upload.isPending || setCover.isPending;
  const altChanged = cover !== null && alt.trim() !== cover.alt;

  function clearProblems() {
    setAltError(null);
    state.clear();
  }

  function failed(failure: unknown) {
    state.failed(failure, ['alt']);
    setAltError(failure instanceof CallError ? (failure.fields.alt ?? null) : null);
  }

  function altProblem(): string | null {
    return alt.trim().length < ALT_MIN ? ALT_MISSING : null;
  }

  async function send(file: File) {
    clearProblems();
    const missing = altProblem();
    if (missing) {
      // The choice is kept: it goes once the description is written.
      setPending(file);
      setAltError(missing);
      altRef.current?.focus();
      return;
    }
    setPending(null);
    state.setProgress(0);
    try {
      const saved = await upload.mutateAsync({ article, file, alt: alt.trim(), onProgress: state.setProgress });
      onChanged(saved);
      toast.show({ severity: 'success', summary: cover ? 'Capa trocada.' : 'Capa definida.' });
    } catch (failure) {
      failed(failure);
    } finally {
      state.setProgress(null);
    }
  }

  function onFile(file: File) {
    setAltError(null);
    if (state.accepts(file)) void send(file);
  }

  async function saveAlt() {
    if (!cover) return;
    clearProblems();
    const missing = altProblem();
    if (missing) {
      setAltError(missing);
      return;
    }
    try {
      // The current cover made again under the new description (there is no call for the text alone).
      const saved = await setCover.mutateAsync({ id: article.id, expectedVersion: article.version, sourcePath: cover.path, alt: alt.trim() });
      onChanged(saved);
      toast.show({ severity: 'success', summary: 'Texto alternativo salvo.' });
    } catch (failure) {
      failed(failure);
    }
  }

  async function remove() {
    const confirmed = await dialog.confirm({
      title: 'Remover a capa?',
      message: 'O artigo fica sem imagem de capa, no site e nas prévias de links. A imagem é excluída.',
      confirmLabel: 'Remover capa',
      cancelLabel: 'Voltar',
      tone: 'danger',
    });
    if (!confirmed) return;
    clearProblems();
    try {
      const saved = await setCover.mutateAsync({ id: article.id, expectedVersion: article.version, sourcePath: null, alt: '' });
      onChanged(saved);
      setPending(null);
      toast.show({ severity: 'success', summary: 'Capa removida.' });
    } catch (failure) {
      failed(failure);
    }
  }

  return (
    <ImageUploadCard
      frame={{ card: 'Capa', icon: 'grid' }}
      wide
      preview={<CoverPreview cover={cover} />}
      state={state}
      pick={{ label: 'Escolher imagem', disabled: busy, onFile }}
      progressText={{ label: 'Envio da imagem', preparing: 'Imagem enviada. Preparando a capa…' }}
      fields={
        <Field label="Texto alternativo" htmlFor={altId} error={altError ?? undefined} hint="O que a imagem mostra, para quem usa leitor de tela.">
          <TextInput
            ref={altRef}
            id={altId}
            value={alt}
            maxLength={ALT_MAX}
            required
            invalid={Boolean(altError)}
            placeholder="Ex.: Balança da justiça sobre uma mesa de madeira"
            onChange={(e) => {
              setAlt(e.target.value);
              if (altError && e.target.value.trim().length >= ALT_MIN) setAltError(null);
            }}
          />
        </Field>
      }
      actions={
        altChanged && (
          <Button variant="secondary" disabled={busy} onClick={() => void saveAlt()}>
            Salvar texto alternativo
          </Button>
        )
      }
      remove={cover !== null && { label: 'Remover capa', disabled: busy, onClick: () => void remove() }}
      onReload={onReload}
      hint="JPEG, PNG ou WebP, até 20 MB. Prefira imagens horizontais, com o assunto no centro."
    >
      {pending && !busy && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800">
          <span className="min-w-0 flex-1 truncate">
            Imagem escolhida: <strong className="font-medium">{pending.name}</strong>
          </span>
          <Button variant="secondary" onClick={() => void send(pending)}>
            Enviar
          </Button>
          <Button variant="ghost" onClick={() => setPending(null)}>
            Descartar
          </Button>
        </div>
      )}
    </ImageUploadCard>
  );
}

/** The cover as saved, or where it will be, with the size it is cut to. */
function CoverPreview({ cover }: { cover: Article['cover'] }) {
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <StoredImage
        path={cover?.path ?? null}
        alt={cover?.alt ?? ''}
        className={`${PREVIEW_BOX} border border-slate-200 dark:border-slate-700`}
        placeholder={
          <div
            className={`${PREVIEW_BOX} grid place-items-center border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-400`}
          >
            <span className="flex flex-col items-center gap-1">
              <Icon name="newspaper" className="size-6" />
              {cover ? 'Carregando a capa…' : 'Sem capa'}
            </span>
          </div>
        }
      />
      <figcaption className="text-xs text-slate-500 dark:text-slate-400">
        A imagem é recortada em {COVER_SIZE.width}×{COVER_SIZE.height} (o tamanho das prévias de links), com uma miniatura para as listas.
      </figcaption>
    </figure>
  );
}
