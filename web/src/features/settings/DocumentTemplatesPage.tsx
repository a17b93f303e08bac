import { useQuery } from '@tanstack/react-query';
import { FILE_CATEGORY_LABELS } from '@office/domain/file-records';
import { TEMPLATE_TARGET_LABELS, type DocumentTemplateRecord } from '@office/domain/document-templates';
import { formatDateTime } from '@office/domain/dates';
import type { Listed } from '@office/domain/lists';
import { downloadTemplate, templateQueries, useDeleteTemplate } from '../../api/templates';
import { useConfirmDelete, useFormDialog } from '../../components/record/record-dialogs';
import { ManagedListPage, Row, RowActions, RowList } from '../../components/list/ManagedListPage';
import { Badge, Button } from '../../components/ui/primitives';
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
    <Row
      actions={
        <RowActions editLabel={`Editar ou substituir o arquivo de ${t.name}`} deleteLabel={`Excluir ${t.name}`} onEdit={onEdit} onDelete={onDelete}>
          <Button variant="secondary" icon="download" onClick={download} aria-label={`Baixar o arquivo de ${t.name}`}>
            Baixar
          </Button>
        </RowActions>
      }
    >
      <p className="font-medium">{t.name}</p>
      {t.description && <p className="text-sm text-slate-700 dark:text-slate-300">{t.description}</p>}
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Badge tone="blue">{TEMPLATE_TARGET_LABELS[t.appliesTo]}</Badge>
        <Badge>{FILE_CATEGORY_LABELS[t.category]}</Badge>
        <span>{fieldsCount(t.fields.length)}</span>
        <span>· atualizado em {formatDateTime(t.updatedAt)}</span>
      </p>
    </Row>
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
    <ManagedListPage
      header={{
        title: 'Modelos de documentos',
        description: 'Documentos do Word com campos como {cliente.nome}, preenchidos a partir da página do cliente ou do processo em “Gerar documento”.',
        backToSettings: true,
        create: me?.admin === true && { label: 'Novo modelo', onClick: () => void edit() },
      }}
      onlyAdmins={{
        admin: me?.admin === true,
        text: 'Os modelos de documentos são mantidos pelos administradores do escritório. Para gerar um documento, abra a página do cliente ou do processo.',
      }}
      query={templates}
      card={{ title: 'Modelos do escritório', icon: 'book' }}
      empty={{
        when: (list) => list.length === 0,
        icon: 'book',
        title: 'Nenhum modelo incluído',
        text: 'Inclua um documento do Word com os campos de “Campos disponíveis”, abaixo.',
      }}
      after={<MergeFieldsHelp />}
    >
      {(list) => (
        <RowList>
          {list.map((t) => (
            <TemplateRow key={t.id} t={t} onEdit={() => void edit(t)} onDelete={() => void remove(t)} />
          ))}
        </RowList>
      )}
    </ManagedListPage>
  );
}
