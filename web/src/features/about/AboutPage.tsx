import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatCnpj } from '@office/domain/documents';
import { formatDateTime } from '@office/domain/dates';
import { officeProfileSchema, type OfficeProfile } from '@office/domain';
import type { z } from '@office/domain/schema';
import { hasScope } from '@office/domain/policy';
import { Button, Card, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/toast';
import { call, CallError } from '../../lib/callable';
import { useSchemaForm } from '../../lib/form';
import { useSession } from '../../lib/session-context';
import { BoundField, FormAlert } from '../../components/ui/form-fields';

interface AboutResult {
  profile: OfficeProfile;
  version: number;
  updatedAt: string;
}

const aboutQuery = { queryKey: ['about', 'get'], queryFn: () => call<Record<string, never>, AboutResult>('about-get', {}) };

const FIELDS: [keyof OfficeProfile | `address.${keyof OfficeProfile['address']}`, string][] = [
  ['name', 'Nome do escritório'],
  ['cnpj', 'CNPJ'],
  ['oabRegistration', 'Registro na OAB'],
  ['email', 'E-mail de contato'],
  ['phone', 'Telefone'],
  ['address.cep', 'CEP'],
  ['address.street', 'Logradouro'],
  ['address.number', 'Número'],
  ['address.complement', 'Complemento'],
  ['address.district', 'Bairro'],
  ['address.city', 'Cidade'],
  ['address.state', 'UF'],
  ['dpoName', 'Encarregado de dados (DPO)'],
  ['dpoEmail', 'E-mail do encarregado'],
];

function read(profile: OfficeProfile, path: string): string {
  const value = path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], profile);
  return typeof value === 'string' ? value : '';
}

function EditForm({ data, onDone }: { data: AboutResult; onDone: () => void }) {
  // Stored profiles passed the same schema when saved, so they fit its input type.
  const form = useSchemaForm(officeProfileSchema, data.profile as z.input<typeof officeProfileSchema>);
  const client = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: (profile: OfficeProfile) => call<{ expectedVersion: number; profile: OfficeProfile }, AboutResult>('about-update', { expectedVersion: data.version, profile }),
    onSuccess: (result) => {
      client.setQueryData(aboutQuery.queryKey, result);
      toast.show({ severity: 'success', summary: 'Dados do escritório salvos' });
      onDone();
    },
    onError: async (error) => {
      form.showFailure(error);
      if (error instanceof CallError && error.id === 'conflict') await client.invalidateQueries({ queryKey: aboutQuery.queryKey });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = form.submitValue();
    if (value) save.mutate(value as OfficeProfile);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormAlert message={form.formError} />
      </div>
      {FIELDS.map(([path, label]) => (
        <BoundField key={path} form={form} path={path} label={label} value={read(form.values as OfficeProfile, path)} />
      ))}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}

/** Sobre: the office profile, also the controller identity shown on the public privacy notice. */
export function AboutPage() {
  const { me } = useSession();
  const query = useQuery(aboutQuery);
  const [editing, setEditing] = useState(false);
  const canEdit = hasScope(me?.scopes, 'Sobre', 'write');
  return (
    <>
      <PageHeader
        title="Sobre o escritório"
        description="Dados institucionais usados no aviso de privacidade e nos documentos."
        actions={canEdit && !editing && query.data ? <Button icon="edit" onClick={() => setEditing(true)}>Editar</Button> : undefined}
      />
      {query.isPending && <Spinner />}
      {query.isError && <p role="alert">{query.error.message}</p>}
      {query.data && (
        <Card>
          {!editing && <p className="mb-4 text-xs text-slate-500 dark:text-slate-400">Atualizado em {formatDateTime(query.data.updatedAt)}</p>}
          {editing ? (
            <EditForm key={query.data.version} data={query.data} onDone={() => setEditing(false)} />
          ) : (
            <dl className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map(([path, label]) => (
                <div key={path}>
                  <dt className="text-xs uppercase text-slate-500 dark:text-slate-400">{label}</dt>
                  <dd>{path === 'cnpj' ? formatCnpj(query.data.profile.cnpj) : read(query.data.profile, path) || '—'}</dd>
                </div>
              ))}
            </dl>
          )}
        </Card>
      )}
    </>
  );
}
