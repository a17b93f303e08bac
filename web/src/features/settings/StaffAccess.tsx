import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ACCESS_PRESETS, matchingAccessPreset } from '@office/domain/access-presets';
import { SECTIONS, sectionById, staffScopes, type ScopeLabel } from '@office/domain/policy';
import { staffCreateInput, type PendingRegistration, type StaffCreated, type StaffMember } from '@office/domain';
import { auditActorPath, auditHistoryPath } from '../../api/settings';
import { staffQueries, useCreateStaff, useRestoreStaffAccess, useSetStaffAdmin, useSetStaffDisabled, useSetStaffScopes } from '../../api/staff';
import { TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { useDialog } from '../../components/ui/dialog';
import { Badge, Button } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/toast';
import { FormAlert } from '../../components/ui/form-fields';
import { FirstAccessLink, firstAccessLink } from './FirstAccessLink';
import { PendingRegistrations } from './PendingRegistrations';
import { FormActions } from '../../components/form/FormActions';
import { useUnsavedChanges } from '../../components/form/unsaved';
import { messageOf } from '../../lib/error-message';

const LINK = 'text-brand-700 hover:underline dark:text-brand-300';

type Grants = Record<ScopeLabel, 'none' | 'read' | 'write'>;

function grantsOf(member: { scopes: { read: readonly ScopeLabel[]; write: readonly ScopeLabel[] } } | null): Grants {
  return Object.fromEntries(
    SECTIONS.map((s) => [s.label, member?.scopes.write.includes(s.label) ? 'write' : member?.scopes.read.includes(s.label) ? 'read' : 'none']),
  ) as Grants;
}

function toScopes(grants: Grants): { read: ScopeLabel[]; write: ScopeLabel[] } {
  const labels = SECTIONS.map((s) => s.label);
  return { read: labels.filter((l) => grants[l] !== 'none'), write: labels.filter((l) => grants[l] === 'write') };
}

const SETTINGS_LABEL = sectionById('settings').label;

/** Scopes as the server will store them (an administrator's Configurações included), as one comparable string. */
const storedKey = (scopes: { read: readonly string[]; write: readonly string[] }, admin: boolean) => JSON.stringify(staffScopes(scopes, admin));

/**
 * The usual roles of the office, one click each: a preset fills the whole grid (sections it leaves out become
 * "sem acesso") and nothing is saved until the person confirms; the grid stays editable. Presets never touch
 * the administrator flag, which has its own button.
 */
function PresetPicker({ grants, onChange, admin }: { grants: Grants; onChange: (next: Grants) => void; admin: boolean }) {
  const titleId = useId();
  const scopes = toScopes(grants);
  const matched = matchingAccessPreset(scopes, admin);
  const status = matched ? `Perfil: ${matched.label}` : !admin && scopes.read.length === 0 ? 'Sem acesso a seções' : 'Personalizado';
  return (
    <div role="group" aria-labelledby={titleId} className="mb-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p id={titleId} className="text-sm font-medium">
          Perfil de acesso
        </p>
        <p role="status" className="text-xs text-slate-600 dark:text-slate-300">
          {status}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {ACCESS_PRESETS.map((preset) => (
          <Button
            key={preset.id}
            variant="secondary"
            aria-label={`Aplicar perfil ${preset.label}`}
            // An administrator's Configurações row comes with the flag: a preset leaves it as it is.
            onClick={() => onChange(admin ? { ...grantsOf(preset), [SETTINGS_LABEL]: grants[SETTINGS_LABEL] } : grantsOf(preset))}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Aplicar um perfil preenche a tabela abaixo; ajuste o que precisar antes de salvar.</p>
    </div>
  );
}

/** `admin`: the person is an administrator, who always holds Configurações (the server keeps it too). */
function GrantsTable({ grants, onChange, admin = false }: { grants: Grants; onChange: (next: Grants) => void; admin?: boolean }) {
  const shown: Grants = admin ? { ...grants, [SETTINGS_LABEL]: 'write' } : grants;
  return (
    <div>
      <PresetPicker grants={grants} onChange={onChange} admin={admin} />
      <table className="w-full text-sm">
        <caption className="sr-only">Acesso por seção</caption>
        <thead>
          <tr className="text-left text-xs uppercase text-slate-500 dark:text-slate-400">
            <th scope="col" className="py-1">
              Seção
            </th>
            <th scope="col">Sem acesso</th>
            <th scope="col">Leitura</th>
            <th scope="col">Leitura e edição</th>
          </tr>
        </thead>
        <tbody>
          {SECTIONS.map((s) => (
            <tr key={s.id} className="border-t border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-1.5 text-left font-medium">
                {s.label}
              </th>
              {(['none', 'read', 'write'] as const).map((level) => (
                <td key={level}>
                  <input
                    type="radio"
                    name={`grant-${s.id}`}
                    aria-label={`${s.label}: ${level === 'none' ? 'sem acesso' : level === 'read' ? 'leitura' : 'leitura e edição'}`}
                    checked={shown[s.label] === level}
                    disabled={admin && s.label === SETTINGS_LABEL}
                    onChange={() => onChange({ ...grants, [s.label]: level })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {admin && <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Administradores sempre têm leitura e edição em {SETTINGS_LABEL}.</p>}
    </div>
  );
}

function EditAccess({ member, close }: { member: StaffMember; close: (changed?: boolean) => void }) {
  const [grants, setGrants] = useState(() => grantsOf(member));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const scopes = useSetStaffScopes();
  // A preset or a click that changes what would be stored: closing then asks before discarding.
  const unsaved = useUnsavedChanges(storedKey(toScopes(grants), member.admin) !== storedKey(member.scopes, member.admin));
  async function save() {
    setSaving(true);
    unsaved.pause();
    try {
      await scopes.mutateAsync({ uid: member.uid, expectedVersion: member.version, ...toScopes(grants) });
      unsaved.saved();
      close(true);
    } catch (failure) {
      unsaved.resume();
      setError(messageOf(failure));
      setSaving(false);
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <GrantsTable grants={grants} onChange={setGrants} admin={member.admin} />
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <FormActions saving={saving} label="Salvar acessos" onCancel={() => close()} onSave={() => void save()} />
    </div>
  );
}

/** `registration`: someone who registered and waits; their account gets access, so the e-mail is fixed. */
/**
 * Demoting an administrator: being one implied Configurações (the LGPD removal requests, the plan of accounts),
 * which goes with the flag unless the person should keep it. Closes with the choice, or nothing when cancelled.
 */
function DemoteAdmin({ member, close }: { member: StaffMember; close: (choice?: { keepSettings: boolean }) => void }) {
  const [keepSettings, setKeepSettings] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <p>
        {member.name} deixará de ser administrador(a). Com isso perde também {SETTINGS_LABEL} (pedidos de remoção de dados, plano de contas, calendário
        forense), que vinha com a função.
      </p>
      <label className="flex items-start gap-2">
        <input type="checkbox" className="mt-1 size-4" checked={keepSettings} onChange={(e) => setKeepSettings(e.target.checked)} />
        <span>Manter leitura e edição em {SETTINGS_LABEL}</span>
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => close()}>
          Cancelar
        </Button>
        <Button variant="danger" onClick={() => close({ keepSettings })}>
          Remover admin
        </Button>
      </div>
    </div>
  );
}

function AddPerson({ close, registration }: { close: (created?: StaffCreated) => void; registration?: PendingRegistration }) {
  const { form, formError, submit } = useSchemaForm(staffCreateInput, {
    email: registration?.email ?? '',
    name: registration?.name ?? '',
    read: [],
    write: [],
    admin: false,
  });
  const bound = { control: form.control, register: form.register };
  const create = useCreateStaff();
  const [grants, setGrants] = useState(() => grantsOf(null));
  // The grants table is its own state, mirrored into the form so a preset or a click marks it as changed;
  // its choice replaces the form's scopes when sending.
  function changeGrants(next: Grants) {
    setGrants(next);
    const { read, write } = toScopes(next);
    form.setValue('read', read, { shouldDirty: true });
    form.setValue('write', write, { shouldDirty: true });
  }
  const add = submit(async (values) => close(await create.mutateAsync({ ...values, ...toScopes(grants) })));
  const saving = form.formState.isSubmitting;
  return (
    <form onSubmit={(e) => void add(e)} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <TextField {...bound} name="name" id="new-name" label="Nome completo" />
      <TextField {...bound} name="email" id="new-email" label="E-mail" type="email" readOnly={Boolean(registration)} />
      <GrantsTable grants={grants} onChange={changeGrants} />
      <FormActions saving={saving} label={registration ? 'Conceder acesso' : 'Adicionar pessoa'} onCancel={() => close()} />
    </form>
  );
}

/** Administrators: the team, what each person can reach, and the switches to change it. */
export function StaffAccess() {
  const query = useQuery(staffQueries.list({ limit: 100 }));
  const dialog = useDialog();
  const toast = useToast();
  const setAdmin = useSetStaffAdmin();
  const setDisabled = useSetStaffDisabled();
  const restore = useRestoreStaffAccess();

  async function showFirstAccessLink(title: string, name: string, firebaseLink: string, note?: string) {
    const link = firstAccessLink(firebaseLink);
    await dialog.open({ title, size: 'md', content: (close) => <FirstAccessLink name={name} link={link} note={note} close={() => close()} /> });
  }

  async function restoreAccess(member: StaffMember) {
    if (
      !(await dialog.confirm({
        title: 'Recriar acesso',
        message: `A conta de acesso de ${member.name} não existe mais. Recriar a conta com o e-mail ${member.email} e gerar um link para a pessoa definir uma nova senha? Os acessos às seções continuam os mesmos.`,
        confirmLabel: 'Recriar acesso',
      }))
    )
      return;
    try {
      const restored = await restore.mutateAsync({ uid: member.uid });
      if (restored.passwordSetupLink) await showFirstAccessLink(`Acesso de ${member.name} recriado`, member.name, restored.passwordSetupLink);
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível recriar o acesso', detail: messageOf(failure) });
    }
  }

  async function demote(member: StaffMember) {
    const choice = await dialog.open<{ keepSettings: boolean }>({
      title: `Remover ${member.name} de administrador(es)?`,
      content: (close) => <DemoteAdmin member={member} close={close} />,
    });
    if (!choice) return;
    try {
      await setAdmin.mutateAsync({ uid: member.uid, expectedVersion: member.version, admin: false, keepSettings: choice.keepSettings });
      toast.show({ severity: 'success', summary: 'Acesso atualizado', detail: member.name });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível alterar', detail: messageOf(failure) });
    }
  }

  async function toggle(member: StaffMember, change: { admin?: boolean; disabled?: boolean }) {
    const verb =
      change.admin !== undefined
        ? change.admin
          ? 'tornar administrador(a)'
          : 'remover de administrador(es)'
        : change.disabled
          ? 'desativar a conta de'
          : 'reativar a conta de';
    if (
      !(await dialog.confirm({
        title: 'Confirmar alteração',
        message: `Deseja ${verb} ${member.name}?`,
        tone: change.disabled || change.admin === false ? 'danger' : 'default',
      }))
    )
      return;
    try {
      const target = { uid: member.uid, expectedVersion: member.version };
      if (change.admin !== undefined) await setAdmin.mutateAsync({ ...target, admin: change.admin });
      else if (change.disabled !== undefined) await setDisabled.mutateAsync({ ...target, disabled: change.disabled });
      toast.show({ severity: 'success', summary: 'Acesso atualizado', detail: member.name });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível alterar', detail: messageOf(failure) });
    }
  }

  async function addPerson(registration?: PendingRegistration) {
    const created = await dialog.open<StaffCreated>({
      title: registration ? `Conceder acesso a ${registration.name || registration.email}` : 'Adicionar pessoa à equipe',
      size: 'lg',
      content: (close) => <AddPerson close={close} registration={registration} />,
    });
    if (!created) return;
    if (created.passwordSetupLink) {
      // Someone had signed up with this address without confirming it: that account is now the colleague's.
      const note = created.resetUnconfirmedAccount
        ? `Já havia uma conta não confirmada com o e-mail ${created.member.email}, criada no cadastro do site. Ela foi redefinida: a senha anterior não vale mais e só este link dá acesso.`
        : undefined;
      await showFirstAccessLink(`${created.member.name} foi adicionada(o) à equipe`, created.member.name, created.passwordSetupLink, note);
    } else {
      toast.show({ severity: 'success', summary: 'Acesso concedido', detail: `${created.member.name} já pode entrar com a própria senha.`, life: 8000 });
    }
  }

  return (
    <>
      <PendingRegistrations onGrant={(person) => void addPerson(person)} />
      <section aria-labelledby="staff-title">
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2 id="staff-title" className="text-lg font-semibold">
            Equipe e acessos
          </h2>
          <Button icon="plus" onClick={() => void addPerson()}>
            Adicionar pessoa
          </Button>
        </div>
        {query.isPending && <Spinner />}
        {query.isError && <p role="alert">{messageOf(query.error)}</p>}
        {query.data && (
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {query.data.items.map((m) => (
              <li key={m.uid} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-48 flex-1">
                  <p className="font-medium">
                    {m.name} {m.admin && <Badge tone="blue">administrador(a)</Badge>} {m.disabled && <Badge tone="red">conta desativada</Badge>}{' '}
                    {!m.hasAccount && <Badge tone="amber">sem conta de acesso</Badge>}
                  </p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{m.email}</p>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
                    {m.scopes.read.length === 0
                      ? 'Sem acesso a seções'
                      : m.scopes.read.map((l) => (m.scopes.write.includes(l) ? `${l} (edição)` : l)).join(', ')}
                  </p>
                  <p className="mt-1 flex flex-wrap gap-x-3 text-xs">
                    <Link to={auditHistoryPath(m.uid)} aria-label={`Histórico do cadastro: ${m.name}`} className={LINK}>
                      Histórico do cadastro
                    </Link>
                    <Link to={auditActorPath(m.uid)} aria-label={`O que fez no sistema: ${m.name}`} className={LINK}>
                      O que fez no sistema
                    </Link>
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {!m.hasAccount && (
                    <Button icon="lock" onClick={() => void restoreAccess(m)}>
                      Recriar acesso
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    onClick={() => {
                      void (async () => {
                        const changed = await dialog.open<boolean>({
                          title: `Acessos de ${m.name}`,
                          size: 'lg',
                          content: (close) => <EditAccess member={m} close={close} />,
                        });
                        if (changed) toast.show({ severity: 'success', summary: 'Acessos salvos', detail: `${m.name} já opera com as novas permissões.` });
                      })();
                    }}
                  >
                    Acessos
                  </Button>
                  <Button variant="ghost" onClick={() => void (m.admin ? demote(m) : toggle(m, { admin: true }))}>
                    {m.admin ? 'Remover admin' : 'Tornar admin'}
                  </Button>
                  <Button variant="ghost" onClick={() => void toggle(m, { disabled: !m.disabled })}>
                    {m.disabled ? 'Reativar' : 'Desativar'}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
