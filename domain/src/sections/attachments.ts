/** Files attached to a record (the files function uploads; see http/files.ts). */
import { command, query } from './define';
import { type FileEntry, filesDeleteInput, filesListInput } from '../file-records';

export const attachmentsOperations = {
  'attachments-list': query<FileEntry[]>()({ policy: 'staff', input: filesListInput }),
  'attachments-delete': command<{ deleted: true }>()({
    policy: 'staff',
    input: filesDeleteInput,
    attempt: 'excluir um arquivo',
    actions: { 'files.delete': 'Excluiu arquivo' },
  }),
} as const;

/** The upload is the files function's (functions/src/http/files.ts), not an operation's: its words for the log. */
export const fileUpload = { target: 'files-upload', attempt: 'anexar arquivo', actions: { 'files.upload': 'Anexou arquivo' } } as const;
