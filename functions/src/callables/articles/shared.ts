import {
  COLLECTIONS,
  effectiveStatus,
  readingMinutes,
  searchKey,
  searchPrefixes,
  slugify,
  type ArticleRecord,
  type ArticleValues,
  type Listed,
} from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { toListed } from '../../platform/pages';
import type { StoredDoc } from '../../store/port';
import type { TypedReader, TypedWriteOp } from '../../store/typed';

/**
 * The stored article for the values a person saved: the address (typed, or made from the title), the author's
 * name, when it goes public, and what is derived from the text. Checks, in the caller's transaction, that the
 * author is on the team and the address is free; answers the record and the writes that keep the address unique.
 */
export async function articleRecord(
  tx: TypedReader,
  ctx: CallableContext,
  id: string,
  values: ArticleValues,
  before: StoredDoc<ArticleRecord> | null,
): Promise<{ data: ArticleRecord; slugOps: TypedWriteOp[] }> {
  const now = new Date().toISOString();
  const slug = values.slug || slugify(values.title);
  if (!slug) throw appError('invalid-input', { fields: { 'article.slug': 'Informe o endereço: o título não tem letras ou números para formá-lo.' } });
  const author = await tx.get(COLLECTIONS.staff, values.authorId);
  if (!author) throw appError('invalid-input', { fields: { 'article.authorId': 'Autor não encontrado na equipe.' } });
  if (author.data.disabled && author.id !== before?.data.authorId) {
    throw appError('invalid-input', { fields: { 'article.authorId': 'Este autor teve o acesso desativado. Escolha outra pessoa da equipe.' } });
  }

  let publishedAt: string | null = null;
  const wasPublic = before ? effectiveStatus(before.data, now) === 'publicado' : false;
  if (values.status === 'publicado') publishedAt = wasPublic && before?.data.publishedAt ? before.data.publishedAt : now;
  if (values.status === 'agendado') {
    const unchanged = before?.data.status === 'agendado' && before.data.publishedAt === values.publishAt;
    // Keeping a schedule that already went live is fine; setting a time in the past is not a schedule.
    if (!unchanged && (values.publishAt ?? '') <= now) {
      throw appError('invalid-input', { fields: { 'article.publishAt': 'Escolha uma data e hora no futuro, ou publique agora.' } });
    }
    publishedAt = values.publishAt;
  }

  const textChanged = !before || before.data.title !== values.title || before.data.summary !== values.summary || before.data.body !== values.body;
  const data: ArticleRecord = {
    title: values.title,
    slug,
    summary: values.summary,
    body: values.body,
    tags: values.tags,
    authorId: values.authorId,
    authorName: author.data.name,
    status: values.status,
    publishedAt,
    public: values.status !== 'rascunho',
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- articles from earlier versions have no editedAt
    editedAt: textChanged ? now : (before?.data.editedAt ?? now),
    readingMinutes: readingMinutes(values.body),
    cover: before?.data.cover ?? null,
    titleKey: searchKey(values.title),
    searchWords: searchPrefixes([values.title]),
    createdBy: before?.data.createdBy ?? ctx.uid,
    updatedBy: ctx.uid,
  };

  const slugOps: TypedWriteOp[] = [];
  if (slug !== before?.data.slug) {
    const taken = await tx.get(COLLECTIONS.articleSlugs, slug);
    if (taken && taken.data.articleId !== id) {
      const other = await tx.get(COLLECTIONS.articles, taken.data.articleId);
      throw appError('invalid-input', {
        fields: { 'article.slug': `Este endereço já é do artigo "${other?.data.title ?? taken.data.articleId}". Escolha outro.` },
      });
    }
    slugOps.push({ kind: 'create', collection: COLLECTIONS.articleSlugs, id: slug, data: { articleId: id } });
    const old = before ? await tx.get(COLLECTIONS.articleSlugs, before.data.slug) : null;
    if (old?.data.articleId === id) slugOps.push({ kind: 'delete', collection: COLLECTIONS.articleSlugs, id: old.id });
  }
  return { data, slugOps };
}

/** The article as stored after the write. */
export async function savedArticle(reader: Pick<TypedReader, 'get'>, id: string): Promise<Listed<ArticleRecord>> {
  const stored = await reader.get(COLLECTIONS.articles, id);
  if (!stored) throw appError('not-found');
  return toListed(stored);
}
