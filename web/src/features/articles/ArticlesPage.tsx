import { formatDate } from '@office/domain/dates';
import { articleQueries } from '../../api/articles';
import { CursorTable } from '../../components/ui/CursorTable';
import { Badge, PageHeader } from '../../components/ui/primitives';

/** Publicações: the office's articles, published and drafts. */
export function ArticlesPage() {
  return (
    <>
      <PageHeader title="Publicações" description="Artigos e notícias publicados pelo escritório." />
      <CursorTable
        query={(page) => articleQueries.list(page)}
        caption="Publicações do escritório"
        empty="Nenhuma publicação ainda."
        emptyIcon="newspaper"
        columns={[
          { header: 'Título', cell: (a) => <span className="font-medium">{a.title}</span> },
          { header: 'Resumo', cell: (a) => <span className="text-slate-600 dark:text-slate-400">{a.summary}</span> },
          { header: 'Situação', cell: (a) => <Badge tone={a.status === 'publicado' ? 'green' : 'amber'}>{a.status}</Badge> },
          { header: 'Publicado em', cell: (a) => (a.publishedAt ? formatDate(a.publishedAt) : '—') },
        ]}
      />
    </>
  );
}
