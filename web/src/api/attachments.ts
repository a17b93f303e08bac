import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { attachmentKeys } from './keys';

export const attachmentQueries = {
  folder: (folder: string) => queryOptions({ queryKey: attachmentKeys.folder(folder), queryFn: () => call('attachments-list', { folder }) }),
};

/** The folder's list after an upload (uploads go over HTTP, not through a callable). */
export function useRefreshAttachments(folder: string): () => Promise<void> {
  const client = useQueryClient();
  return () => invalidate(client, attachmentKeys.folder(folder));
}

export function useDeleteAttachment(folder: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'attachments-delete'>) => call('attachments-delete', input),
    onSuccess: () => invalidate(client, attachmentKeys.folder(folder)),
  });
}
