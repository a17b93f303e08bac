import { useState } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import { defaultFileCategory, FILE_CATEGORY_LABELS, fileDetailsInput, type FileDetailsInput, type FileEntry } from '@office/domain';
import { useRefreshAttachments, useUpdateAttachment } from '../../api/attachments';
import { uploadFile } from '../../lib/files';
import { SelectField, TextField } from '../form/fields';
import type { SelectOption } from '../form/Select';
import { useSchemaForm } from '../form/use-schema-form';
import { FormAlert } from '../ui/form-fields';
import { Button } from '../ui/primitives';
import { UploadProgress } from './image-upload';

const CATEGORY_OPTIONS: SelectOption[] = Object.entries(FILE_CATEGORY_LABELS);

/** The two fields both forms share: what the file is, and a line about it. */
function DetailsFields(bound: { control: Control<FileDetailsInput>; register: UseFormRegister<FileDetailsInput> }) {
  return (
    <>
      <SelectField {...bound} name="category" label="Categoria" options={CATEGORY_OPTIONS} />
      <TextField {...bound} name="description" label="Descrição (opcional)" hint="Uma linha, até 200 caracteres: por exemplo, “assinada em cartório”." />
    </>
  );
}

function Actions({ busy, label, busyLabel, onCancel }: { busy: boolean; label: string; busyLabel: string; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancelar
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}

/**
 * "Anexar arquivo", once a file is chosen: what it is (audio and video start as "Gravação", anything else as
 * "Outro") and an optional description, then the upload with its progress. Resolves with the stored file.
 */
export function FileUploadForm({
  folder,
  file,
  contentType,
  onSaved,
  onCancel,
}: {
  folder: string;
  file: File;
  /** The type to declare (see declaredContentType). */
  contentType: string;
  onSaved: (entry: FileEntry) => void;
  onCancel: () => void;
}) {
  const refresh = useRefreshAttachments(folder);
  const [progress, setProgress] = useState<number | null>(null);
  const { form, formError, submit } = useSchemaForm<FileDetailsInput>(fileDetailsInput, { category: defaultFileCategory(contentType), description: '' });
  const onSubmit = submit(async ({ category, description }) => {
    setProgress(0);
    try {
      const params = { category, ...(description ? { description } : {}) };
      const entry = await uploadFile<FileEntry>(folder, file, setProgress, { contentType, params });
      await refresh();
      onSaved(entry);
    } finally {
      setProgress(null);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <p className="text-sm">
        Arquivo: <span className="font-medium break-all">{file.name}</span>
      </p>
      <DetailsFields control={form.control} register={form.register} />
      {progress !== null && <UploadProgress progress={progress} label="Envio do arquivo" preparing="Conferindo o arquivo…" />}
      <Actions busy={progress !== null} label="Enviar" busyLabel="Enviando…" onCancel={onCancel} />
    </form>
  );
}

/** "Editar" on a file: its category and description (the bytes and the versions stay as they are). */
export function FileDetailsForm({
  folder,
  entry,
  onSaved,
  onCancel,
}: {
  folder: string;
  entry: FileEntry;
  onSaved: (entry: FileEntry) => void;
  onCancel: () => void;
}) {
  const update = useUpdateAttachment(folder);
  const { form, formError, submit } = useSchemaForm<FileDetailsInput>(fileDetailsInput, { category: entry.category, description: entry.description ?? '' });
  const onSubmit = submit(async (values) => onSaved(await update.mutateAsync({ path: entry.path, ...values })));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <DetailsFields control={form.control} register={form.register} />
      <Actions busy={update.isPending} label="Salvar" busyLabel="Salvando…" onCancel={onCancel} />
    </form>
  );
}
