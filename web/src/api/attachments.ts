import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { invalidate } from './invalidate';
import { attachmentKeys } from './keys';
import { useCallMutation } from './mutation';

export const attachmentQueries = {
  folder: (folder: string) => queryOptions({ queryKey: attachmentKeys.folder(folder), queryFn: () => call('attachments-list', { folder }) }),
};

/** The folder's list after an upload or a new version (they go over HTTP, not through a callable). */
export function useRefreshAttachments(folder: string): () => Promise<void> {
  const client = useQueryClient();
  return () => invalidate(client, attachmentKeys.folder(folder));
}

export const useDeleteAttachment = (folder: string) => useCallMutation('attachments-delete', { refresh: [attachmentKeys.folder(folder)] });

/** A file's category and description (its bytes and versions stay). */
export const useUpdateAttachment = (folder: string) => useCallMutation('attachments-update', { refresh: [attachmentKeys.folder(folder)] });
