import { useQuery } from '@tanstack/react-query';
import { FILE_CATEGORY_LABELS } from '@office/domain/file-records';
import { TEMPLATE_TARGET_LABELS, type DocumentTemplateRecord } from '@office/domain/document-templates';
import { formatDateTime } from '@office/domain/dates';
import type { Listed } from '@office/domain/lists';
import { downloadTemplate, templateQueries, useDeleteTemplate } from '../../api/templates';
import { useConfirmDelete, useFormDialog } from '../../components/record/record-dialogs';
import { BackLink } from '../../components/ui/detail';
import { Badge, Button, Card, EmptyState, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { useRecordTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session-context';
import { MergeFieldsHelp } from './MergeFieldsHelp';
import { TemplateForm } from './TemplateForm';

type Template = Listed<DocumentTemplateRecord>;

const fieldsCount = (n: number) => (n === 1 ? '1 campo' : `${n} campos`);

/** One template's line: what it is, where it is used, and its actions. */
function TemplateRow({ t, onEdit, onDelete }: { t: Template; onEdit: () => void; onDelete: () => void }) {
  const toast = useToast();
  const download = () =>
    void downloadTemplate(t.id).catch((e: unknown) => toast.show({ severity: 'error', summary: 'Não foi possível baixar', detail: messageOf(e) }));
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">{t.name}</p>
        {t.description && <p className="text-sm text-slate-700 dark:text-slate-300">{t.description}</p>}
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Badge tone="blue">{TEMPLATE_TARGET_LABELS[t.appliesTo]}</Badge>
          <Badge>{FILE_CATEGORY_LABELS[t.category]}</Badge>
          <span>{fieldsCount(t.fields.length)}</span>
          <span>· atualizado em {formatDateTime(t.updatedAt)}</span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="secondary" icon="download" onClick={download} aria-label={`Baixar o arquivo de ${t.name}`}>
          Baixar
        </Button>
        <Button variant="secondary" icon="edit" onClick={onEdit} aria-label={`Editar ou substituir o arquivo de ${t.name}`}>
          Editar
        </Button>
        <Button variant="secondary" icon="trash" onClick={onDelete} aria-label={`Excluir ${t.name}`}>
          Excluir
        </Button>
      </div>
    </li>
  );
}

/**
 * Configurações → Modelos de documentos (administrators): the office's DOCX templates, which anyone who edits a
 * client or a lawsuit fills from its page with "Gerar documento"; and the merge fields they may use.
 */
export function DocumentTemplatesPage() {
  const { me } = useSession();
  const openForm = useFormDialog();
  const confirmDelete = useConfirmDelete(useDeleteTemplate());
  const templates = useQuery({ ...templateQueries.list(), enabled: Boolean(me?.admin) });
  useRecordTitle('Modelos de documentos');

  const edit = (existing?: Template) =>
    openForm<Template>({
      title: existing ? `Editar ${existing.name}` : 'Novo modelo',
      size: 'lg',
      form: (close) => <TemplateForm existing={existing} {...close} />,
      done: (saved) => ({ summary: existing ? 'Modelo salvo' : 'Modelo incluído', detail: `${saved.name}: ${fieldsCount(saved.fields.length)}.` }),
    });

  const remove = (t: Template) =>
    confirmDelete(
      { id: t.id, expectedVersion: t.version },
      {
        title: 'Excluir modelo?',
        message: `“${t.name}” deixa de aparecer em “Gerar documento”. Os documentos já gerados com ele continuam nos arquivos de cada registro.`,
        done: { summary: 'Modelo excluído', detail: t.name },
      },
    );

  return (
    <>
      <PageHeader
        title="Modelos de documentos"
        description="Documentos do Word com campos como {cliente.nome}, preenchidos a partir da página do cliente ou do processo em “Gerar documento”."
        actions={
          <>
            <BackLink to="/settings">Configurações</BackLink>
            {me?.admin && (
              <Button icon="plus" onClick={() => void edit()}>
                Novo modelo
              </Button>
            )}
          </>
        }
      />
      {!me?.admin ? (
        <EmptyState icon="lock" title="Somente administradores">
          Os modelos de documentos são mantidos pelos administradores do escritório. Para gerar um documento, abra a página do cliente ou do processo.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-8">
          <Card title="Modelos do escritório" icon="book">
            {templates.isPending ? (
              <Spinner />
            ) : templates.isError ? (
              <p role="alert" className="text-red-700 dark:text-red-300">
                {messageOf(templates.error)}
              </p>
            ) : templates.data.length === 0 ? (
              <EmptyState icon="book" title="Nenhum modelo incluído">
                Inclua um documento do Word com os campos de “Campos disponíveis”, abaixo.
              </EmptyState>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-700">
                {templates.data.map((t) => (
                  <TemplateRow key={t.id} t={t} onEdit={() => void edit(t)} onDelete={() => void remove(t)} />
                ))}
              </ul>
            )}
          </Card>
          <MergeFieldsHelp />
        </div>
      )}
    </>
  );
}
