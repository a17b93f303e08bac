import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ArticleRecord } from '@office/domain/articles';
import type { FileEntry } from '@office/domain/file-records';
import type { CallInput } from '@office/domain/contracts';
import type { Listed } from '@office/domain/lists';
import { call } from '../lib/callable';
import { uploadFile } from '../lib/files';
import { invalidate } from './invalidate';
import { articleKeys } from './keys';
import { isConflict } from '../lib/error-message';

export type Article = Listed<ArticleRecord>;
export type ArticleListParams = CallInput<'articles-list'>;

export const articleQueries = {
  /** One page of articles, by status as readers see it now, narrowed by tag, author and the title's words. */
  list: (params: ArticleListParams) =>
    queryOptions({ queryKey: articleKeys.list(params), queryFn: () => call('articles-list', params), placeholderData: keepPreviousData }),
  /** One article, any status, for the editor. */
  detail: (id: string) => queryOptions({ queryKey: articleKeys.detail(id), queryFn: () => call('articles-get', { id }) }),
};

export function useArticle(id: string) {
  return useQuery(articleQueries.detail(id));
}

/** The answer is the article as stored: its page shows it at once, and every list that may show it is read again. */
function showArticle(client: QueryClient, article: Article): Promise<void> {
  client.setQueryData(articleKeys.detail(article.id), article);
  return invalidate(client, articleKeys.lists());
}

/** Someone else changed the article: the lists show what is there now (the editor reads it again when asked). */
function refreshOnConflict(client: QueryClient) {
  return (failure: unknown) => {
    if (isConflict(failure)) void invalidate(client, articleKeys.lists());
  };
}

export function useCreateArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'articles-create'>) => call('articles-create', input),
    onSuccess: (article) => showArticle(client, article),
  });
}

export function useUpdateArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'articles-update'>) => call('articles-update', input),
    onSuccess: (article) => showArticle(client, article),
    onError: refreshOnConflict(client),
  });
}

export function useDeleteArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'articles-delete'>) => call('articles-delete', input),
    onSuccess: (_result, input) => {
      client.removeQueries({ queryKey: articleKeys.detail(input.id) });
      return invalidate(client, articleKeys.lists());
    },
    onError: refreshOnConflict(client),
  });
}

/** The article as the server has it now (not the cache): what a conflict offers to reload. */
export function fetchArticle(client: QueryClient, id: string): Promise<Article> {
  return client.query({ ...articleQueries.detail(id), staleTime: 0 });
}

/** What a new cover needs: the article (on the version shown), the image and its description. */
export interface CoverUpload {
  article: Pick<Article, 'id' | 'version'>;
  file: File;
  alt: string;
  /** Upload progress, 0–1; then the server crops the image, which reports nothing. */
  onProgress: (fraction: number) => void;
}

/**
 * A new cover: the image goes to the article's folder through the files function (with progress), then
 * articles-setCover crops it to the cover and thumbnail sizes and removes the upload.
 */
export function useUploadCover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ article, file, alt, onProgress }: CoverUpload) => {
      const uploaded = await uploadFile<FileEntry>(`articles/${article.id}`, file, onProgress);
      return call('articles-setCover', { id: article.id, expectedVersion: article.version, sourcePath: uploaded.path, alt });
    },
    onSuccess: (article) => showArticle(client, article),
    onError: refreshOnConflict(client),
  });
}

/** Removes the cover (sourcePath null), or makes it again from a stored image (a new description for the current one). */
export function useSetCover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'articles-setCover'>) => call('articles-setCover', input),
    onSuccess: (article) => showArticle(client, article),
    onError: refreshOnConflict(client),
  });
}
