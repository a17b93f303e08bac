import { useQuery } from '@tanstack/react-query';
import { faqQueries } from '../../api/faq';
import { Badge, EmptyState, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';

/** Perguntas Frequentes: the questions clients ask, in display order. */
export function FaqPage() {
  const query = useQuery(faqQueries.list({ limit: 100, after: null }));
  return (
    <>
      <PageHeader title="Perguntas Frequentes" description="Respostas que o escritório publica para clientes." />
      {query.isPending && <Spinner />}
      {query.isError && <p role="alert">{query.error.message}</p>}
      {query.data && query.data.total === 0 && <EmptyState icon="question" title="Nenhuma pergunta cadastrada ainda." />}
      {query.data && query.data.total > 0 && (
        <div className="flex flex-col gap-3">
          {query.data.items.map((q) => (
            <details key={q.id} className="group rounded-2xl border border-slate-200 bg-white px-5 py-4 dark:border-slate-800 dark:bg-slate-900">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
                <span>
                  {q.order}. {q.question}
                </span>
                {!q.published && <Badge tone="amber">rascunho</Badge>}
              </summary>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{q.answer}</p>
            </details>
          ))}
        </div>
      )}
    </>
  );
}
