import { useController, type Control } from 'react-hook-form';
import { FILE_CATEGORY_LABELS } from '@office/domain/file-records';
import {
  MAX_TEMPLATE_BYTES,
  TEMPLATE_TARGET_LABELS,
  templateValuesInput,
  type DocumentTemplateRecord,
  type TemplateTarget,
} from '@office/domain/document-templates';
import type { Listed } from '@office/domain/lists';
import { z } from '@office/domain/schema';
import { useCreateTemplate, useUpdateTemplate } from '../../api/templates';
import { SelectField, TextField, fieldId, useFieldError } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import type { SelectOption } from '../../components/form/Select';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { FormAlert } from '../../components/ui/form-fields';
import { Field } from '../../components/ui/primitives';
import { fileToBase64 } from '../../lib/base64';

const CATEGORY_OPTIONS: SelectOption[] = Object.entries(FILE_CATEGORY_LABELS);
const TARGET_OPTIONS: SelectOption[] = Object.entries(TEMPLATE_TARGET_LABELS);

/** The file the person chose: a .docx of at most 2 MB (the server reads it again, merge fields included). */
const chosenFile = z
  .custom<File | null>((v) => v === null || v instanceof File)
  .superRefine((file, ctx) => {
    if (!file) return;
    if (!/\.docx$/i.test(file.name)) ctx.addIssue({ code: 'custom', message: 'Envie um arquivo do Word em formato .docx.' });
    else if (file.size === 0) ctx.addIssue({ code: 'custom', message: 'O arquivo está vazio.' });
    else if (file.size > MAX_TEMPLATE_BYTES) ctx.addIssue({ code: 'custom', message: 'O modelo passa do limite de 2 MB.' });
  });

const createSchema = templateValuesInput.extend({ file: chosenFile.refine((f) => f !== null, 'Escolha o arquivo .docx do modelo.') });
const editSchema = templateValuesInput.extend({ file: chosenFile });
type TemplateFormValues = z.input<typeof editSchema>;

/** The .docx picker, bound to the form (its value is the chosen File). */
function FileField({ control, replacing }: { control: Control<TemplateFormValues>; replacing: string | null }) {
  const {
    field: { ref, onChange, onBlur },
  } = useController({ control, name: 'file' });
  const error = useFieldError(control, 'file');
  const id = fieldId('file');
  const hint = replacing
    ? `Arquivo atual: ${replacing}. Escolha outro só para substituí-lo (até 2 MB).`
    : 'Documento do Word (.docx) de até 2 MB, com os campos entre chaves, como {cliente.nome}.';
  return (
    <Field label={replacing ? 'Substituir arquivo (opcional)' : 'Arquivo do modelo (.docx)'} htmlFor={id} error={error} hint={hint}>
      <input
        ref={ref}
        id={id}
        type="file"
        accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm dark:file:border-slate-600 dark:file:bg-slate-900 dark:file:text-slate-100"
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        onBlur={onBlur}
      />
    </Field>
  );
}

/**
 * "Novo modelo" and "Editar modelo": name, description, the category of the documents it makes, where it is used
 * and its .docx (replaced only when a new one is chosen). The server checks the merge fields and names any unknown one.
 */
export function TemplateForm({
  existing,
  onSaved,
  onCancel,
}: {
  existing?: Listed<DocumentTemplateRecord>;
  onSaved: (saved: Listed<DocumentTemplateRecord>) => void;
  onCancel: () => void;
}) {
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const defaults: TemplateFormValues = {
    name: existing?.name ?? '',
    description: existing?.description ?? '',
    category: existing?.category ?? 'outro',
    appliesTo: existing?.appliesTo ?? ('processo' satisfies TemplateTarget),
    file: null,
  };
  const { form, formError, submit } = useSchemaForm<TemplateFormValues>(existing ? editSchema : createSchema, defaults);
  const bound = { control: form.control, register: form.register };
  const onSubmit = submit(async ({ file, ...template }) => {
    const upload = file ? { name: file.name, dataBase64: await fileToBase64(file) } : null;
    if (existing) onSaved(await update.mutateAsync({ id: existing.id, expectedVersion: existing.version, template, file: upload }));
    // The schema asks for a file on a new template: this only narrows the type.
    else if (upload) onSaved(await create.mutateAsync({ template, file: upload }));
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <TextField {...bound} name="name" label="Nome" hint="Como aparece em “Gerar documento”, por exemplo: Procuração ad judicia." />
      <TextField {...bound} name="description" label="Descrição (opcional)" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...bound}
          name="appliesTo"
          label="Usar em"
          options={TARGET_OPTIONS}
          hint="Modelos de cliente também aparecem nos processos; neles, campos de processo só num trecho {#processo.numero}…{/processo.numero}."
        />
        <SelectField {...bound} name="category" label="Categoria do documento gerado" options={CATEGORY_OPTIONS} />
      </div>
      <FileField control={form.control} replacing={existing?.fileName ?? null} />
      <FormActions saving={form.formState.isSubmitting} label={existing ? 'Salvar' : 'Incluir modelo'} onCancel={onCancel} />
    </form>
  );
}
