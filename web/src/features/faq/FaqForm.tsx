import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FAQ_ANSWER_MAX, FAQ_CATEGORY_MAX, FAQ_QUESTION_MAX, faqValues, type FaqValues } from '@office/domain/faq';
import { faqQueries, useCreateFaq, useUpdateFaq, type FaqEntry } from '../../api/faq';
import { fieldId, TextField } from '../../components/form/fields';
import { MarkdownField } from '../../components/form/MarkdownField';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useRecordForm } from '../../components/form/use-record-form';
import { categoriesOf } from './faq-view';

const EMPTY: FaqValues = { question: '', answer: '', category: '', published: false };

function toValues(e: FaqEntry): FaqValues {
  return { question: e.question, answer: e.answer, category: e.category, published: e.published };
}

/**
 * Create or edit a FAQ entry: the question, its category (one of the existing ones or a new one), the
 * answer in Markdown with its preview (beside it on wide screens, a toggle on narrow ones), and whether
 * the site shows it. An edit names the version it started from.
 */
export function FaqForm({ existing, onSaved, onCancel }: { existing?: FaqEntry; onSaved: (entry: FaqEntry) => void; onCancel: () => void }) {
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const queryClient = useQueryClient();
  // The categories in use, offered as the person types.
  const categories = categoriesOf(useQuery(faqQueries.list()).data?.entries ?? []);
  const { form, base, onSubmit, saving, formError, conflict, loadCurrent } = useRecordForm({
    schema: faqValues,
    existing,
    empty: EMPTY,
    toValues,
    create: (entry) => create.mutateAsync({ entry }),
    update: (target, entry) => update.mutateAsync({ ...target, entry }),
    fetchCurrent: async (id) => {
      const faq = await queryClient.query({ ...faqQueries.list(), staleTime: 0 });
      const current = faq.entries.find((e) => e.id === id);
      if (!current) throw new Error('Esta pergunta foi excluída por outra pessoa.');
      return current;
    },
    onSaved,
  });
  const { control, register } = form;
  const bound = { control, register };

  return (
    // The answer's editor brings its writing pane back on submit, so a refused answer is shown and focused.
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <TextField {...bound} name="question" label="Pergunta" maxLength={FAQ_QUESTION_MAX} placeholder="Ex.: Como funciona a primeira consulta?" />
      <TextField
        {...bound}
        name="category"
        label="Categoria"
        list="faq-categories"
        maxLength={FAQ_CATEGORY_MAX}
        autoComplete="off"
        hint="Escolha uma categoria existente ou escreva uma nova."
      />
      <datalist id="faq-categories">
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>

      <MarkdownField {...bound} name="answer" label="Resposta" maxLength={FAQ_ANSWER_MAX} emptyPreview="A resposta formatada aparece aqui." />

      <label htmlFor={fieldId('published')} className="flex items-start gap-2 text-sm">
        <input id={fieldId('published')} type="checkbox" className="mt-0.5 size-4 accent-brand-700" {...register('published')} />
        <span>
          <span className="font-medium">Publicada</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">Aparece no site do escritório.</span>
        </span>
      </label>
      <FormActions saving={saving} label={base ? 'Salvar alterações' : 'Cadastrar pergunta'} onCancel={onCancel} />
    </form>
  );
}
