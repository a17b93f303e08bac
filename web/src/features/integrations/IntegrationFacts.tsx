import type { IntegrationView } from '@office/domain/integrations';

/** What an integration does, who provides it and where its requests go. */
export function IntegrationFacts({ view, extra }: { view: IntegrationView; extra?: { label: string; value: string } }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">{view.description}</p>
      <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500 dark:text-slate-400">Fonte</dt>
        <dd className="min-w-0">{view.provider}</dd>
        {extra && (
          <>
            <dt className="text-slate-500 dark:text-slate-400">{extra.label}</dt>
            <dd className="min-w-0">{extra.value}</dd>
          </>
        )}
        <dt className="text-slate-500 dark:text-slate-400">Consultas em</dt>
        <dd className="min-w-0 break-all font-mono text-xs leading-5 text-slate-600 dark:text-slate-400">{view.baseUrl}</dd>
      </dl>
    </div>
  );
}
