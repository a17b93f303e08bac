import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatCep, formatCnpj } from '@office/domain/documents';
import { formatPhoneBR } from '@office/domain/clients';
import { formatDateTime } from '@office/domain/dates';
import { officeProfileSchema, type AboutResult, type OfficeProfile } from '@office/domain';
import { aboutQueries, useFetchAbout, useUpdateAbout } from '../../api/about';
import type { z } from '@office/domain/schema';
import { can } from '@office/domain/policy';
import { Button, Card, PageHeader } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session-context';
import { TextField } from '../../components/form/fields';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { messageOf, isConflict } from '../../lib/error-message';
import { PracticeAreasSection } from './PracticeAreasSection';
import { TeamSection, useMemberActions } from './TeamSection';

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

/** A field as people read it: CNPJ, phone and CEP with their punctuation. */
function shown(profile: OfficeProfile, path: string): string {
  if (path === 'cnpj') return formatCnpj(profile.cnpj);
  if (path === 'phone') return formatPhoneBR(profile.phone);
  if (path === 'address.cep') return formatCep(profile.address.cep);
  return read(profile, path);
}

function EditForm({ data, onDone }: { data: AboutResult; onDone: () => void }) {
  // Stored profiles passed the same schema when saved, so they fit its input type.
  const { form, formError, setFormError, submit } = useSchemaForm(officeProfileSchema, data.profile as z.input<typeof officeProfileSchema>);
  const bound = { control: form.control, register: form.register };
  const update = useUpdateAbout();
  const fetchAbout = useFetchAbout();
  const toast = useToast();
  // The version the form started from; a conflict's "current data" moves it on.
  const [version, setVersion] = useState(data.version);
  const [conflict, setConflict] = useState(false);

  const save = submit(async (profile) => {
    setConflict(false);
    try {
      await update.mutateAsync({ expectedVersion: version, profile });
    } catch (failure) {
      if (isConflict(failure)) setConflict(true);
      throw failure;
    }
    toast.show({ severity: 'success', summary: 'Dados do escritório salvos' });
    onDone();
  });

  async function loadCurrent() {
    try {
      const current = await fetchAbout();
      setVersion(current.version);
      form.reset(current.profile);
      setConflict(false);
      setFormError(null);
    } catch (failure) {
      setFormError(messageOf(failure));
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-2 sm:col-span-2">
        <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      </div>
      {FIELDS.map(([path, label]) => (
        <TextField key={path} {...bound} name={path} label={label} />
      ))}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Salvando…' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}

const TABS = [
  ['escritorio', 'Escritório'],
  ['equipe', 'Equipe'],
  ['areas', 'Áreas de atuação'],
] as const;
type Tab = (typeof TABS)[number][0];

const DESCRIPTIONS: Record<Tab, string> = {
  escritorio: 'Dados institucionais usados no aviso de privacidade e nos documentos.',
  equipe: 'Sócios, advogados e estagiários, com suas inscrições na OAB. Quem está marcado para o site aparece na página da equipe.',
  areas: 'As áreas em que o escritório atua, na ordem em que o site as mostra e que a equipe pode marcar.',
};

/** The tab in the address (`?tab=equipe`); anything else is the office profile. */
function tabOf(params: URLSearchParams): Tab {
  const asked = params.get('tab');
  return TABS.find(([id]) => id === asked)?.[0] ?? 'escritorio';
}

/** The parts of Sobre, as links: each tab has its address (Back returns to the previous one). */
function AboutTabs({ current }: { current: Tab }) {
  return (
    <nav aria-label="Partes de Sobre" className="-mx-1 mb-4 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1 dark:border-slate-800">
        {TABS.map(([id, label]) => (
          <li key={id}>
            <Link
              to={id === 'escritorio' ? { search: '' } : { search: `?tab=${id}` }}
              aria-current={id === current ? 'page' : undefined}
              className={`-mb-px block border-b-2 px-3 py-2 text-sm font-medium ${
                id === current
                  ? 'border-brand-700 text-brand-800 dark:border-brand-300 dark:text-brand-200'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
              }`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Sobre: the office profile (also the controller identity shown on the public privacy notice), the team and the areas of practice. */
export function AboutPage() {
  const { me } = useSession();
  const [params] = useSearchParams();
  const tab = tabOf(params);
  const query = useQuery(aboutQueries.profile());
  const [editing, setEditing] = useState(false);
  const canEdit = can(me?.scopes, 'about', 'write');
  const members = useMemberActions();
  // Leaving the profile's tab (after the unsaved-changes question, if any) ends its edit.
  if (editing && tab !== 'escritorio') setEditing(false);
  return (
    <>
      <PageHeader
        title="Sobre o escritório"
        description={DESCRIPTIONS[tab]}
        actions={
          tab === 'escritorio' && canEdit && !editing && query.data ? (
            <Button icon="edit" onClick={() => setEditing(true)}>
              Editar
            </Button>
          ) : tab === 'equipe' && canEdit ? (
            <Button icon="plus" onClick={() => void members.openForm()}>
              Adicionar pessoa
            </Button>
          ) : undefined
        }
      />
      <AboutTabs current={tab} />
      {tab === 'equipe' && <TeamSection canEdit={canEdit} actions={members} />}
      {tab === 'areas' && <PracticeAreasSection readOnly={!canEdit} />}
      {tab === 'escritorio' && (
        <>
          {query.isPending && <Spinner />}
          {query.isError && <p role="alert">{messageOf(query.error)}</p>}
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
                      <dd>{shown(query.data.profile, path) || '—'}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </Card>
          )}
        </>
      )}
    </>
  );
}
