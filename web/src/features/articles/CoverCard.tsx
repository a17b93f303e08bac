import { useId, useRef, useState } from 'react';
import { COVER_SIZE } from '@office/domain/articles';
import { useSetCover, useUploadCover, type Article } from '../../api/articles';
import { ImagePicker, imageFileProblem, UploadProgress } from '../../components/files/image-upload';
import { StoredImage } from '../../components/files/StoredImage';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useDialog } from '../../components/ui/dialog';
import { Icon } from '../../components/ui/Icon';
import { Button, Card, Field, TextInput } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { CallError } from '../../lib/callable';
import { messageOf, isConflict } from '../../lib/error-message';

const ALT_MIN = 3;
const ALT_MAX = 200;
const ALT_MISSING = 'Descreva a imagem para quem não a vê (texto alternativo).';
const PREVIEW_BOX = 'aspect-[1200/630] w-full rounded-lg';

/** What a refusal says about the image and about its description, apart. */
function refusal(failure: unknown): { image: string | null; alt: string | null; other: string | null } {
  const fields = failure instanceof CallError ? failure.fields : {};
  const image = fields.sourcePath ?? fields.file ?? null;
  const alt = fields.alt ?? null;
  return { image, alt, other: image || alt ? null : messageOf(failure) };
}

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
  const inputId = useId();
  const altId = useId();
  const altRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState(cover?.alt ?? '');
  const [savedAlt, setSavedAlt] = useState(cover?.alt ?? null);
  const [altError, setAltError] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [pending, setPending] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [version, setVersion] = useState(article.version);
  // A new cover (or the current data after a conflict) brings its own description.
  if ((cover?.alt ?? null) !== savedAlt) {
    setSavedAlt(cover?.alt ?? null);
    setAlt(cover?.alt ?? '');
  }
  // Another version of the article (the current data read again): a refusal of the one before is past.
  if (article.version !== version) {
    setVersion(article.version);
    setConflict(false);
    setProblem(null);
  }
  const busy = upload.isPending || setCover.isPending;
  const altChanged = cover !== null && alt.trim() !== cover.alt;

  function clearProblems() {
    setAltError(null);
    setImageError(null);
    setProblem(null);
    setConflict(false);
  }

  function failed(failure: unknown) {
    const r = refusal(failure);
    setImageError(r.image);
    setAltError(r.alt);
    setProblem(r.other);
    setConflict(isConflict(failure));
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
    setProgress(0);
    try {
      const saved = await upload.mutateAsync({ article, file, alt: alt.trim(), onProgress: setProgress });
      onChanged(saved);
      toast.show({ severity: 'success', summary: cover ? 'Capa trocada.' : 'Capa definida.' });
    } catch (failure) {
      failed(failure);
    } finally {
      setProgress(null);
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
    <Card title="Capa" icon="grid">
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
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
        <div className="flex min-w-0 flex-col gap-3">
          <SaveProblem message={problem} conflict={conflict} onReload={onReload} />
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
          {progress !== null && <UploadProgress progress={progress} label="Envio da imagem" preparing="Imagem enviada. Preparando a capa…" />}
          {imageError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {imageError}
            </p>
          )}
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
          <div className="flex flex-wrap gap-2">
            <ImagePicker id={inputId} disabled={busy} onFile={onFile}>
              Escolher imagem
            </ImagePicker>
            {altChanged && (
              <Button variant="secondary" disabled={busy} onClick={() => void saveAlt()}>
                Salvar texto alternativo
              </Button>
            )}
            {cover && (
              <Button variant="ghost" icon="trash" disabled={busy} onClick={() => void remove()}>
                Remover capa
              </Button>
            )}
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">JPEG, PNG ou WebP, até 20 MB. Prefira imagens horizontais, com o assunto no centro.</p>
        </div>
      </div>
    </Card>
  );
}
