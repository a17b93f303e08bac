import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ArticleRecord } from '@office/domain/articles';
import type { FileEntry } from '@office/domain/file-records';
import type { CallInput } from '@office/domain/contracts';
import type { Listed } from '@office/domain/lists';
import { call } from '../lib/callable';
import { uploadFile } from '../lib/files';
import { articleKeys } from './keys';
import { useCallMutation, useWrite } from './mutation';

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

/**
 * The answer is the article as stored: its page shows it at once, and every list that may show it is read
 * again. Someone else changed the article: the lists show what is there now (the editor reads it again when asked).
 */
const articleShown = {
  storeAt: (article: Article) => articleKeys.detail(article.id),
  refresh: [articleKeys.lists()],
  onConflict: [articleKeys.lists()],
};

export const useCreateArticle = () => useCallMutation('articles-create', { storeAt: articleShown.storeAt, refresh: articleShown.refresh });

export const useUpdateArticle = () => useCallMutation('articles-update', articleShown);

export const useDeleteArticle = () =>
  useCallMutation('articles-delete', { drop: (input) => [articleKeys.detail(input.id)], refresh: articleShown.refresh, onConflict: articleShown.onConflict });

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
export const useUploadCover = () =>
  useWrite(async ({ article, file, alt, onProgress }: CoverUpload) => {
    const uploaded = await uploadFile<FileEntry>(`articles/${article.id}`, file, onProgress);
    return call('articles-setCover', { id: article.id, expectedVersion: article.version, sourcePath: uploaded.path, alt });
  }, articleShown);

/** Removes the cover (sourcePath null), or makes it again from a stored image (a new description for the current one). */
export const useSetCover = () => useCallMutation('articles-setCover', articleShown);
