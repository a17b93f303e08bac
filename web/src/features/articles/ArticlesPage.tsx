import { Link } from 'react-router-dom';
import { ARTICLE_STATUS_LABELS, ARTICLE_STATUSES, ARTICLES_HEADING, effectiveStatus, type ArticleRecord } from '@office/domain/articles';
import { formatDate, formatTime } from '@office/domain/dates';
import type { Listed } from '@office/domain/lists';
import { can } from '@office/domain/policy';
import { pagePath, recordPath } from '@office/domain/addresses';
import { articleQueries } from '../../api/articles';
import { useDirectory } from '../../api/directory';
import { StoredImage } from '../../components/files/StoredImage';
import { Select, type SelectOption } from '../../components/form/Select';
import { ListPage } from '../../components/list/ListPage';
import { TextFilter } from '../../components/list/TextFilter';
import { useAddressFilters } from '../../components/list/use-address-filters';
import { CursorTable } from '../../components/ui/CursorTable';
import { Icon } from '../../components/ui/Icon';
import { Badge, buttonClass } from '../../components/ui/primitives';
import { useSession } from '../../lib/session-context';
import { ARTICLE_FILTERS, readingLabel, STATUS_TONE, statusLabel } from './article-view';

const STATUS_OPTIONS: SelectOption[] = [['', 'Todas'], ...ARTICLE_STATUSES.map((s): SelectOption => [s, ARTICLE_STATUS_LABELS[s]])];
/** The list's small picture: the cover's thumbnail, or a neutral box of the same size. */
function Thumbnail({ path }: { path: string | null }) {
  const box = 'aspect-[40/21] w-16 shrink-0 rounded-md';
  return (
    <StoredImage
      path={path}
      alt=""
      className={`${box} bg-slate-100 dark:bg-slate-800`}
      placeholder={
        <span aria-hidden="true" className={`${box} grid place-items-center bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500`}>
          <Icon name="newspaper" className="size-5" />
        </span>
      }
    />
  );
}

function Tags({ article, onTag }: { article: Listed<ArticleRecord>; onTag: (tag: string) => void }) {
  if (article.tags.length === 0) return '—';
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Etiquetas">
      {article.tags.map((tag) => (
        <li key={tag}>
          <button
            type="button"
            onClick={() => onTag(tag)}
            title={`Mostrar só os artigos com a etiqueta “${tag}”`}
            className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 hover:bg-brand-50 hover:text-brand-800 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-brand-900 dark:hover:text-brand-100"
          >
            {tag}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** /articles — Publicações: the office's articles, by status, tag, author and title; "Novo artigo" for writers. */
export function ArticlesPage() {
  const { me } = useSession();
  const canWrite = can(me?.scopes, 'articles', 'write');
  const directory = useDirectory();
  const { filters, set, clear, inUse, control } = useAddressFilters(ARTICLE_FILTERS);
  const filtered = inUse.length > 0;
  const authors: SelectOption[] = [
    ['', 'Todos'],
    ...directory.entries.map((e): SelectOption => [e.uid, directory.labelOf(e.uid)]),
    // An address naming someone no longer on the team still shows what it asks for.
    ...(filters.authorId && !directory.entries.some((e) => e.uid === filters.authorId) ? [[filters.authorId, 'Autor fora da equipe'] as const] : []),
  ];

  return (
    <ListPage
      title={ARTICLES_HEADING}
      description="Os artigos que o escritório publica no site: rascunhos, agendados e publicados."
      actions={
        canWrite && (
          <Link to={pagePath('newArticle')} className={buttonClass()}>
            <Icon name="plus" className="size-4" />
            Novo artigo
          </Link>
        )
      }
      filters={{
        columns: 'sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]',
        controls: (
          <>
            <TextFilter
              id="art-search"
              label="Buscar pelo título"
              type="search"
              placeholder="Palavras do título"
              value={filters.search}
              onCommit={(search) => set({ search })}
            />
            <Select id="art-status" label="Situação" options={STATUS_OPTIONS} {...control('status')} />
            <TextFilter id="art-tag" label="Etiqueta" placeholder="ex.: tributário" autoComplete="off" value={filters.tag} onCommit={(tag) => set({ tag })} />
            <Select id="art-author" label="Autor" options={authors} {...control('authorId')} />
          </>
        ),
      }}
      clear={filtered && { onClear: clear }}
    >
      <CursorTable
        key={JSON.stringify(filters)}
        query={(page) => articleQueries.list({ ...filters, ...page })}
        caption="Artigos do escritório"
        empty={filtered ? 'Nenhum artigo com estes filtros.' : 'Nenhum artigo ainda.'}
        emptyIcon="newspaper"
        columns={[
          {
            header: 'Título',
            // The reading time under the title, as article lists show it: the table keeps to the page's width.
            cell: (a) => (
              <span className="flex min-w-48 items-start gap-3">
                <Thumbnail path={a.cover?.thumbPath ?? null} />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <Link to={recordPath('articles', a.id)} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                    {a.title}
                  </Link>
                  <span className="text-xs text-slate-500 dark:text-slate-400">{readingLabel(a.readingMinutes)}</span>
                </span>
              </span>
            ),
          },
          {
            header: 'Situação',
            cell: (a) => (
              <span className="whitespace-nowrap">
                <Badge tone={STATUS_TONE[effectiveStatus(a)]}>{statusLabel(a)}</Badge>
              </span>
            ),
          },
          { header: 'Autor', cell: (a) => a.authorName },
          { header: 'Etiquetas', cell: (a) => <Tags article={a} onTag={(t) => set({ tag: t })} /> },
          {
            header: 'Última edição',
            cell: (a) => (
              <span className="whitespace-nowrap tabular-nums">
                {formatDate(a.editedAt)} <span className="text-slate-500 md:block dark:text-slate-400">{formatTime(a.editedAt)}</span>
              </span>
            ),
          },
        ]}
      />
    </ListPage>
  );
}
