import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState, type SubmitEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { ARTICLE_BODY_MAX, articleValues, effectiveStatus, MAX_ARTICLE_TAGS, readingMinutes, SLUG_MAX, slugify } from '@office/domain/articles';
import { listPath, recordPath } from '@office/domain/addresses';
import { fetchArticle, useCreateArticle, useDeleteArticle, useUpdateArticle, type Article } from '../../api/articles';
import { useDirectory } from '../../api/directory';
import { auditHistoryPath } from '../../api/settings';
import { useRecordTitle } from '../../lib/page-title';
import { fieldId, SelectField, TextField, useFieldError } from '../../components/form/fields';
import { FormActions } from '../../components/form/FormActions';
import { MarkdownField } from '../../components/form/MarkdownField';
import type { SelectOption } from '../../components/form/Select';
import { SaveProblem } from '../../components/form/SaveProblem';
import { TagsField } from '../../components/form/TagsField';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { BackLink } from '../../components/ui/detail';
import { useConfirmDelete } from '../../components/record/record-dialogs';
import { Badge, Button, Card, controlClass, Field, PageHeader, TextInput } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf, isConflict } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { articlePath, articleToValues, emptyArticle, readingLabel, slugFollowsTitle, STATUS_TONE, statusLabel } from './article-view';
import { CoverCard } from './CoverCard';
import { PublicationFields } from './PublicationFields';

const TAG_RULES = { max: MAX_ARTICLE_TAGS, minLength: 2, maxLength: 40 };

/** The reading time of the text as it is typed. */
function ReadingTime({ body }: { body: string }) {
  const minutes = readingMinutes(useDeferredValue(body));
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400" aria-live="polite">
      {body.trim() ? readingLabel(minutes) : 'Tempo de leitura: escreva o texto'}
    </span>
  );
}

/**
 * Create or edit an article: the form (title, address, summary, Markdown text with preview, tags, author,
 * status with its schedule), then the cover of a saved article, and deletion. A save names the version the
 * form started from (its own saves and cover changes move that version along); someone else's save in
 * between is a conflict, with the way to the current data.
 */
export function ArticleEditor({ existing }: { existing?: Article }) {
  const { me } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const directory = useDirectory();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const deletion = useDeleteArticle();
  const confirmDelete = useConfirmDelete(deletion, listPath('articles'));
  const [base, setBase] = useState(existing);
  const { form, formError, setFormError, submit, markClean } = useSchemaForm(articleValues, existing ? articleToValues(existing) : emptyArticle(me?.uid ?? ''));
  const { control, register, setValue } = form;
  const bound = { control, register };
  const [conflict, setConflict] = useState(false);
  const [follow, setFollow] = useState(() => slugFollowsTitle(existing));
  useRecordTitle(base?.title ?? 'Novo artigo');

  const [title, slug, body, authorId] = useWatch({ control, name: ['title', 'slug', 'body', 'authorId'] });
  const address = slug || slugify(title);
  const titleError = useFieldError(control, 'title');
  const slugError = useFieldError(control, 'slug');
  const isPublic = base ? effectiveStatus(base) === 'publicado' : false;

  const authors: SelectOption[] = directory.entries.map((e): SelectOption => [e.uid, directory.labelOf(e.uid)]);
  // The saved author, even if no longer on the team (the server keeps them; someone else must be chosen on purpose).
  if (base && authorId === base.authorId && !directory.entries.some((e) => e.uid === base.authorId))
    authors.push([base.authorId, `${base.authorName} (fora da equipe)`]);
  if (authors.length === 0 && authorId) authors.push([authorId, me?.uid === authorId ? me.name : '…']);

  /** Saves the form; when the server made the address of an empty one from the title, the field then shows it. */
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    let madeSlug: string | null = null;
    const save = submit(async (values) => {
      setConflict(false);
      try {
        const saved = base
          ? await update.mutateAsync({ id: base.id, expectedVersion: base.version, article: values })
          : await create.mutateAsync({ article: values });
        setBase(saved);
        if (saved.slug !== values.slug) madeSlug = saved.slug;
        toast.show({ severity: 'success', summary: base ? 'Artigo salvo.' : 'Artigo criado.', detail: statusLabel(saved) });
        if (!base) void navigate(recordPath('articles', saved.id), { replace: true });
      } catch (failure) {
        if (isConflict(failure)) setConflict(true);
        throw failure;
      }
    });
    // After the save's own reset (which keeps what was typed), so the address shown is the saved one, unchanged.
    void save(event).then(() => madeSlug !== null && form.resetField('slug', { defaultValue: madeSlug }));
  }

  /** Someone else saved meanwhile: the form shows the article as it is now (what was typed here is dropped). */
  async function loadCurrent() {
    if (!base) return;
    try {
      const current = await fetchArticle(queryClient, base.id);
      setBase(current);
      setFollow(slugFollowsTitle(current));
      form.reset(articleToValues(current));
      setConflict(false);
      setFormError(null);
    } catch (failure) {
      setFormError(messageOf(failure));
    }
  }

  async function remove() {
    if (!base) return;
    await confirmDelete(
      { id: base.id, expectedVersion: base.version },
      {
        title: 'Excluir artigo?',
        message: (
          <>
            O artigo <strong className="font-semibold text-slate-900 dark:text-slate-100">“{base.title}”</strong>
            {isPublic ? ' sai do site e' : ''} será excluído com a sua capa. O endereço {articlePath(base.slug)} fica livre. Não é possível desfazer.
          </>
        ),
        cancelLabel: 'Voltar',
        done: { summary: 'Artigo excluído.', detail: base.title },
        onDeleted: markClean,
        // On a stale version the form offers the current data, as after a refused save.
        onConflict: (failure) => {
          setConflict(true);
          setFormError(messageOf(failure));
        },
      },
    );
  }

  return (
    <>
      <PageHeader
        title={base ? base.title : 'Novo artigo'}
        description={
          base ? `${base.authorName} · ${readingLabel(base.readingMinutes)}` : 'Escreva, revise na pré-visualização e publique agora ou na data marcada.'
        }
        actions={
          <>
            <BackLink to={listPath('articles')}>Publicações</BackLink>
            {base && me?.admin && (
              <Link to={auditHistoryPath(base.id)} className="self-center text-sm text-brand-700 hover:underline dark:text-brand-300">
                Histórico de alterações
              </Link>
            )}
            {base && (
              <Button variant="danger" icon="trash" onClick={() => void remove()} disabled={deletion.isPending}>
                Excluir
              </Button>
            )}
          </>
        }
      />
      {base && (
        <p className="-mt-3 mb-5 flex flex-wrap items-center gap-2 text-sm">
          <Badge tone={STATUS_TONE[effectiveStatus(base)]}>{statusLabel(base)}</Badge>
          <span className="text-slate-600 dark:text-slate-400">
            {isPublic ? 'No site em' : 'Endereço no site:'} <code className="font-mono text-xs">{articlePath(base.slug)}</code>
          </span>
        </p>
      )}
      <div className="flex flex-col gap-6">
        <Card>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
            <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
            <Field label="Título" htmlFor={fieldId('title')} error={titleError}>
              <TextInput
                {...register('title', {
                  // Until the address is edited by hand, it follows the title.
                  onChange: (e: { target: { value: string } }) => {
                    if (follow) setValue('slug', slugify(e.target.value), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
                  },
                })}
                id={fieldId('title')}
                maxLength={200}
                invalid={Boolean(titleError)}
                placeholder="Ex.: Reforma tributária: o que muda para pequenas empresas"
              />
            </Field>
            <Field
              label="Endereço"
              htmlFor={fieldId('slug')}
              error={slugError}
              hint={
                isPublic
                  ? 'Mudar o endereço de um artigo publicado desfaz os links já compartilhados.'
                  : follow
                    ? 'Feito a partir do título; edite para escolher outro.'
                    : 'Letras minúsculas sem acento, números e hífens. Vazio: feito a partir do título.'
              }
            >
              <div className="flex min-w-0 items-stretch">
                <span
                  aria-hidden="true"
                  className="flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-400"
                >
                  /artigos/
                </span>
                <input
                  {...register('slug', {
                    onChange: () => setFollow(false),
                  })}
                  id={fieldId('slug')}
                  maxLength={SLUG_MAX}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={slugError ? true : undefined}
                  aria-describedby={`${fieldId('slug')}-preview${slugError ? ` ${fieldId('slug')}-error` : ''}`}
                  className={`${controlClass(Boolean(slugError))} w-full rounded-l-none font-mono text-sm`}
                />
              </div>
              <p id={`${fieldId('slug')}-preview`} className="text-xs text-slate-600 dark:text-slate-400">
                No site: <span className="break-all font-mono">{articlePath(address || '…')}</span>
              </p>
            </Field>
            <TextField {...bound} name="summary" label="Resumo" maxLength={300} hint="Uma ou duas frases: aparece na lista do site e nas prévias de links." />
            <MarkdownField
              {...bound}
              name="body"
              label="Texto"
              maxLength={ARTICLE_BODY_MAX}
              rows={20}
              paneHeight="lg:max-h-[34rem]"
              emptyPreview="O texto formatado aparece aqui."
              aside={<ReadingTime body={body} />}
            />
            <div className="grid gap-4 md:grid-cols-2">
              <TagsField control={control} name="tags" label="Etiquetas" rules={TAG_RULES} placeholder="ex.: tributário, empresas" />
              <SelectField {...bound} name="authorId" label="Autor" options={authors} />
            </div>
            <PublicationFields
              control={control}
              publishedSince={isPublic ? (base?.publishedAt ?? null) : null}
              keptSchedule={base?.status === 'agendado' ? base.publishedAt : null}
            />
            <FormActions saving={form.formState.isSubmitting} label="Salvar" onCancel={() => void navigate(listPath('articles'))} />
          </form>
        </Card>
        {base ? (
          <CoverCard
            article={base}
            // A new cover moves the version along; what is typed in the form is still based on the same text.
            onChanged={setBase}
            onReload={() => void loadCurrent()}
          />
        ) : (
          <Card title="Capa" icon="grid">
            <p className="text-sm text-slate-600 dark:text-slate-400">Salve o artigo para escolher a imagem de capa.</p>
          </Card>
        )}
      </div>
    </>
  );
}
