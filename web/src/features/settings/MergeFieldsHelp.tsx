import { useState } from 'react';
import { MERGE_FIELD_GROUPS, MERGE_FIELDS, type MergeFieldGroup } from '@office/domain/document-templates';
import { Button, Card } from '../../components/ui/primitives';
import { useCopy } from '../../lib/use-copy';

const GROUPS = Object.entries(MERGE_FIELD_GROUPS) as [MergeFieldGroup, string][];

/** One field's tag, with a button that copies it to paste into Word. */
function Tag({ tag, copied, onCopy }: { tag: string; copied: boolean; onCopy: () => void }) {
  return (
    <span className="inline-flex items-center gap-1">
      <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm dark:bg-slate-800">{tag}</code>
      <Button variant="ghost" icon="copy" className="px-2 py-1" aria-label={`Copiar ${tag}`} onClick={onCopy}>
        <span className="sr-only sm:not-sr-only sm:text-xs" aria-live="polite">
          {copied ? 'Copiado' : 'Copiar'}
        </span>
      </Button>
    </span>
  );
}

/**
 * "Campos disponíveis": every merge field by group, with its name, the tag to type in the Word document and an
 * example of what it becomes. A template using any other tag is refused on upload, naming it.
 */
export function MergeFieldsHelp() {
  const { state, copy } = useCopy();
  const [last, setLast] = useState<string | null>(null);
  const copyTag = (tag: string) => {
    setLast(tag);
    void copy(tag);
  };
  return (
    <Card title="Campos disponíveis" icon="book">
      <div className="mb-4 flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">
        <p>
          Escreva no documento do Word a marcação do campo, com as chaves, onde o dado deve aparecer: por exemplo, <code>{'{cliente.nome}'}</code>. Ao gerar o
          documento, cada marcação é trocada pelo dado do cliente ou do processo; um campo sem dado fica em branco e é apontado na hora de gerar.
        </p>
        <p>
          Para um trecho que só deve aparecer quando o campo tem dado, coloque-o entre <code>{'{#campo}'}</code> e <code>{'{/campo}'}</code> (por exemplo,{' '}
          <code>{'{#cliente.rg}RG {cliente.rg}{/cliente.rg}'}</code>); entre <code>{'{^campo}'}</code> e <code>{'{/campo}'}</code>, o trecho aparece quando o
          campo está vazio. Os campos de Processo só podem ser usados em modelos para processos.
        </p>
        {state === 'failed' && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            Não foi possível copiar: selecione a marcação e copie com Ctrl+C.
          </p>
        )}
      </div>
      <div className="flex flex-col gap-6">
        {GROUPS.map(([group, title]) => (
          <section key={group} aria-labelledby={`campos-${group}`}>
            <h3 id={`campos-${group}`} className="mb-2 font-semibold">
              {title}
            </h3>
            <ul className="divide-y divide-slate-100 dark:divide-slate-800">
              {MERGE_FIELDS.filter((f) => f.group === group).map((f) => {
                const tag = `{${f.key}}`;
                return (
                  <li key={f.key} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                    <div className="min-w-0">
                      <p className="font-medium">{f.label}</p>
                      <p className="text-xs break-words text-slate-600 dark:text-slate-400">Ex.: {f.example}</p>
                    </div>
                    <Tag tag={tag} copied={state === 'copied' && last === tag} onCopy={() => copyTag(tag)} />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}
