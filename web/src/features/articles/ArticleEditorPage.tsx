import { Navigate, useParams } from 'react-router-dom';
import { effectiveStatus } from '@office/domain/articles';
import { formatDateTime } from '@office/domain/dates';
import { can } from '@office/domain/policy';
import { listPath } from '@office/domain/addresses';
import { useArticle, type Article } from '../../api/articles';
import { useRecordTitle } from '../../lib/page-title';
import { StoredImage } from '../../components/files/StoredImage';
import { BackLink, DetailItem } from '../../components/ui/detail';
import { Markdown } from '../../components/ui/Markdown';
import { Badge, Card, PageHeader } from '../../components/ui/primitives';
import { RecordPage } from '../../components/record/RecordPage';
import { useSession } from '../../lib/session-context';
import { ArticleEditor } from './ArticleEditor';
import { articlePath, readingLabel, STATUS_TONE, statusLabel } from './article-view';

/** An article for someone who reads Publicações without writing in it: as the site will show it, with its status. */
function ArticleView({ article }: { article: Article }) {
  useRecordTitle(article.title);
  return (
    <>
      <PageHeader title={article.title} description={article.summary} actions={<BackLink to={listPath('articles')}>Publicações</BackLink>} />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          {article.cover && (
            <StoredImage path={article.cover.path} alt={article.cover.alt} className="mb-5 aspect-[1200/630] w-full rounded-lg" placeholder={null} />
          )}
          <Markdown source={article.body} />
        </Card>
        <Card title="Dados do artigo" icon="newspaper" className="self-start">
          <dl className="grid gap-4">
            <DetailItem label="Situação">
              <Badge tone={STATUS_TONE[effectiveStatus(article)]}>{statusLabel(article)}</Badge>
            </DetailItem>
            <DetailItem label="Autor">{article.authorName}</DetailItem>
            <DetailItem label="Endereço no site">
              <code className="break-all font-mono text-sm">{articlePath(article.slug)}</code>
            </DetailItem>
            <DetailItem label="Etiquetas">{article.tags.join(', ')}</DetailItem>
            <DetailItem label="Leitura">{readingLabel(article.readingMinutes)}</DetailItem>
            <DetailItem label="Última edição">{formatDateTime(article.editedAt)}</DetailItem>
          </dl>
        </Card>
      </div>
    </>
  );
}

function ExistingArticle({ id, canWrite }: { id: string; canWrite: boolean }) {
  const query = useArticle(id);
  // The editor starts from the article as loaded and then follows its own saves (a later refetch does not reset it).
  return (
    <RecordPage query={query} back={{ to: listPath('articles'), label: 'Voltar às publicações' }}>
      {(article) => (canWrite ? <ArticleEditor existing={article} /> : <ArticleView article={article} />)}
    </RecordPage>
  );
}

/** /articles/new and /articles/:id — the editor of an article (or, without Publicações' write access, the article itself). */
export function ArticleEditorPage() {
  const { id } = useParams();
  const { me } = useSession();
  const canWrite = can(me?.scopes, 'articles', 'write');
  if (!id) return canWrite ? <ArticleEditor /> : <Navigate to={listPath('articles')} replace />;
  return <ExistingArticle key={id} id={id} canWrite={canWrite} />;
}
