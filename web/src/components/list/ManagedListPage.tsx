import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { listPath } from '@office/domain/addresses';
import { BackLink } from '../ui/detail';
import type { IconName } from '../ui/Icon';
import { LoadError } from '../ui/LoadError';
import { Button, Card, EmptyState, PageHeader } from '../ui/primitives';
import { Spinner } from '../ui/Spinner';

/** The page's title and what sits beside it. */
export interface ManagedListHeader {
  title: string;
  description: ReactNode;
  /** Back to Configurações, for the lists kept there. */
  backToSettings?: boolean;
  /** Actions before "Novo …" (a transfer between accounts). */
  actions?: ReactNode;
  /** "Novo …", for those who may add one. */
  create?: { label: string; onClick: () => void } | false;
}

/** What shows when the list holds nothing yet. */
export interface ManagedListEmpty<T> {
  when: (data: T) => boolean;
  icon: IconName;
  title: string;
  text?: ReactNode;
}

function headerActions({ backToSettings, actions, create }: ManagedListHeader): ReactNode {
  if (!backToSettings && !actions && !create) return undefined;
  return (
    <>
      {backToSettings && <BackLink to={listPath('settings')}>Configurações</BackLink>}
      {actions}
      {create && (
        <Button icon="plus" onClick={create.onClick}>
          {create.label}
        </Button>
      )}
    </>
  );
}

/** The list's query: waiting, the failure with "Tentar novamente", the empty state, then the list itself. */
function ListBody<T>({ query, empty, children }: { query: UseQueryResult<T>; empty?: ManagedListEmpty<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (empty?.when(query.data)) {
    return (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.text}
      </EmptyState>
    );
  }
  return <>{children(query.data)}</>;
}

/**
 * A list the office keeps for itself (document templates, workflows, court closures, bank accounts, areas of
 * practice, the plan of accounts): the section's tabs, the title with "Novo …", and the list read by `query`
 * with its waiting, failure and empty states, in a card when `card` names one; `after` follows it (help, a
 * related list). With `onlyAdmins`, people who are not administrators read that text instead. Without
 * `header` it is a part of a page (a tab of Sobre). The rows open their forms and deletions through
 * `useFormDialog` and `useConfirmDelete`.
 */
export function ManagedListPage<T>({
  tabs,
  header,
  onlyAdmins,
  query,
  card,
  empty,
  children,
  after,
}: {
  tabs?: ReactNode;
  header?: ManagedListHeader;
  onlyAdmins?: { admin: boolean; text: ReactNode };
  query: UseQueryResult<T>;
  card?: { title: string; icon: IconName };
  empty?: ManagedListEmpty<T>;
  children: (data: T) => ReactNode;
  after?: ReactNode;
}) {
  const list = (
    <ListBody query={query} empty={empty}>
      {children}
    </ListBody>
  );
  const framed = card ? (
    <Card title={card.title} icon={card.icon}>
      {list}
    </Card>
  ) : (
    list
  );
  return (
    <>
      {tabs}
      {header && <PageHeader title={header.title} description={header.description} actions={headerActions(header)} />}
      {onlyAdmins && !onlyAdmins.admin ? (
        <EmptyState icon="lock" title="Somente administradores">
          {onlyAdmins.text}
        </EmptyState>
      ) : after ? (
        <div className="flex flex-col gap-8">
          {framed}
          {after}
        </div>
      ) : (
        framed
      )}
    </>
  );
}

/** A row's "Editar" and "Excluir", each naming the row for screen readers (`editLabel`, `deleteLabel`). */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  children,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Actions before "Editar" (a download). */
  children?: ReactNode;
}) {
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      {children}
      <Button variant="secondary" icon="edit" onClick={onEdit} aria-label={editLabel}>
        Editar
      </Button>
      <Button variant="secondary" icon="trash" onClick={onDelete} aria-label={deleteLabel}>
        Excluir
      </Button>
    </div>
  );
}

/** The rows of a managed list, one under the other. */
export function RowList({ children }: { children: ReactNode }) {
  return <ul className="divide-y divide-slate-200 dark:divide-slate-700">{children}</ul>;
}

/** One row: what the item is, and its actions beside it (under it on a phone). */
export function Row({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">{children}</div>
      {actions}
    </li>
  );
}
