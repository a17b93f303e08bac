import { useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { UF_ORDER } from '@office/domain/cnj';
import { DJEN_FIRST_SYNC_DAYS } from '@office/domain/djen';
import {
  djenSettingsInput,
  MAX_MONITORED_OABS,
  monitoredOabInput,
  type IntegrationsOverview,
  type IntegrationView,
  type MonitoredOab,
  type TeamOab,
  type TermOwner,
} from '@office/domain/integrations';
import { integrationQueries, useUpdateDjen } from '../../api/integrations';
import { FormActions } from '../../components/form/FormActions';
import { SaveProblem } from '../../components/form/SaveProblem';
import { Select, type SelectOption } from '../../components/form/Select';
import { fieldsSummary } from '../../components/form/server-errors';
import { useUnsavedChanges } from '../../components/form/unsaved';
import { Icon } from '../../components/ui/Icon';
import { Button, EmptyState, Field, TextInput } from '../../components/ui/primitives';
import { CallError } from '../../lib/callable';
import { messageOf, isConflict } from '../../lib/error-message';
import { monitoredLabel, oabIdentity, teamOabLabel, teamOabsToOffer } from './oab';
import { ownerText } from './terms';

export const DJEN_CONFLICT =
  'Outra pessoa alterou as inscrições monitoradas enquanto esta janela estava aberta, e nada foi salvo. Veja a lista atual e refaça suas alterações.';

const UF_OPTIONS: SelectOption[] = [['', 'UF'], ...UF_ORDER.map((uf): SelectOption => [uf, uf])];
const ROW_FIELDS = ['uf', 'number', 'name'] as const;
const EMPTY_TYPED = { uf: '', number: '', name: '', ownerId: '' };

/** A zod failure's messages by path ("oabs.0.number"), as the server sends them. */
function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = prefix + (issue.path.map(String).join('.') || '_');
    fields[key] ??= issue.message;
  }
  return fields;
}

const rowKey = (o: MonitoredOab) => `${oabIdentity(o)}|${o.name}|${o.memberId ?? ''}|${o.ownerId ?? ''}`;
const same = (a: readonly MonitoredOab[], b: readonly MonitoredOab[]) => a.map(rowKey).join('\n') === b.map(rowKey).join('\n');

/**
 * Administrators: the OAB inscriptions the DJEN sync reads. Added from the team (the Sobre page's members)
 * or typed in; saved as a whole on the version the page showed.
 */
export function OabListForm({
  view,
  teamOabs,
  owners = [],
  onSaved,
  onCancel,
}: {
  view: IntegrationView;
  teamOabs: TeamOab[];
  /** Whom a typed-in inscription may belong to (a team member's is theirs). */
  owners?: TermOwner[];
  onSaved: (overview: IntegrationsOverview) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const update = useUpdateDjen();
  const [base, setBase] = useState({ version: view.version, oabs: view.oabs, team: teamOabs });
  const [oabs, setOabs] = useState<MonitoredOab[]>(view.oabs);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [teamChoice, setTeamChoice] = useState('');
  const [typed, setTyped] = useState(EMPTY_TYPED);
  const [typedErrors, setTypedErrors] = useState<Record<string, string>>({});
  const unsaved = useUnsavedChanges(!same(oabs, base.oabs));

  const offered = teamOabsToOffer(base.team, oabs);
  const full = oabs.length >= MAX_MONITORED_OABS;

  function change(next: MonitoredOab[]) {
    setOabs(next);
    // Messages point at rows by their place: once the list changes they would point at the wrong ones.
    setErrors({});
  }

  function addFromTeam() {
    const chosen = offered.find((o) => `${o.memberId}|${oabIdentity(o)}` === teamChoice);
    if (!chosen) return;
    change([...oabs, { uf: chosen.uf, number: chosen.number, name: chosen.name, memberId: chosen.memberId }]);
    setTeamChoice('');
  }

  function addTyped(event: SubmitEvent) {
    event.preventDefault();
    const { ownerId, ...rest } = typed;
    const parsed = monitoredOabInput.safeParse({ ...rest, memberId: null, ...(ownerId ? { ownerId } : {}) });
    if (!parsed.success) {
      setTypedErrors(issuesByPath(parsed.error.issues));
      return;
    }
    if (oabs.some((o) => oabIdentity(o) === oabIdentity(parsed.data))) {
      setTypedErrors({ number: 'Esta inscrição já está na lista.' });
      return;
    }
    change([...oabs, parsed.data]);
    setTyped(EMPTY_TYPED);
    setTypedErrors({});
  }

  async function save() {
    setFormError(null);
    setConflict(false);
    const checked = djenSettingsInput.safeParse({ expectedVersion: base.version, oabs });
    if (!checked.success) {
      showErrors(issuesByPath(checked.error.issues));
      return;
    }
    unsaved.pause();
    try {
      const overview = await update.mutateAsync({ expectedVersion: base.version, oabs });
      unsaved.saved();
      onSaved(overview);
    } catch (failure) {
      unsaved.resume();
      if (isConflict(failure)) {
        setConflict(true);
        setFormError(DJEN_CONFLICT);
      } else if (failure instanceof CallError && Object.keys(failure.fields).length > 0) showErrors(failure.fields, failure.message);
      else setFormError(messageOf(failure));
    }
  }

  /** Row messages next to their rows, the list's own above it, and a line at the top saying how many. */
  function showErrors(fields: Record<string, string>, fallback = 'Confira a lista.') {
    setErrors(fields);
    const rows = Object.keys(fields).filter((k) => /^oabs\.\d+\./.test(k)).length;
    const unplaced = Object.entries(fields)
      .filter(([k]) => !/^oabs(\.\d+\.)?/.test(k))
      .map(([, message]) => message);
    setFormError([rows > 0 ? fieldsSummary(rows) : fields.oabs ? null : fallback, ...unplaced].filter(Boolean).join(' ') || null);
  }

  async function loadCurrent() {
    try {
      const current = await client.query({ ...integrationQueries.overview(), staleTime: 0 });
      setBase({ version: current.djen.version, oabs: current.djen.oabs, team: current.teamOabs });
      setOabs(current.djen.oabs);
      setErrors({});
      setConflict(false);
      setFormError(null);
    } catch (failure) {
      setFormError(messageOf(failure));
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <section aria-labelledby="oab-list-title" className="flex flex-col gap-2">
        <h3 id="oab-list-title" className="text-sm font-semibold text-slate-800 dark:text-slate-100">
          Inscrições monitoradas ({oabs.length} de no máximo {MAX_MONITORED_OABS})
        </h3>
        {errors.oabs && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errors.oabs}
          </p>
        )}
        {oabs.length === 0 ? (
          <EmptyState icon="newspaper" title="Nenhuma inscrição monitorada">
            Inclua abaixo as inscrições na OAB cujas intimações o escritório recebe.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
            {oabs.map((oab, i) => {
              const rowErrors = ROW_FIELDS.map((f) => errors[`oabs.${i}.${f}`]).filter((m): m is string => Boolean(m));
              return (
                <li key={oabIdentity(oab)} className="flex items-start gap-3 px-3 py-2 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="break-words">{monitoredLabel(oab)}</p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {oab.memberId ? 'Da equipe (Sobre)' : 'Informada à mão'}
                      {oab.ownerId ? ` · ${ownerText(oab.ownerId, owners)}` : ''}
                    </p>
                    {rowErrors.map((message) => (
                      <p key={message} className="text-sm text-red-700 dark:text-red-300">
                        {message}
                      </p>
                    ))}
                  </div>
                  <Button
                    variant="ghost"
                    icon="trash"
                    aria-label={`Remover ${monitoredLabel(oab)}`}
                    className="!px-2 !py-1"
                    onClick={() => change(oabs.filter((_, j) => j !== i))}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="oab-team-title" className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/50">
        <h3 id="oab-team-title" className="text-sm font-semibold text-slate-800 dark:text-slate-100">
          Incluir da equipe
        </h3>
        {base.team.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum membro da equipe tem inscrição na OAB cadastrada em Sobre.</p>
        ) : offered.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Todas as inscrições da equipe já estão na lista.</p>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <Select
                id="oab-team"
                label="Inscrição de um membro da equipe"
                value={teamChoice}
                onChange={(e) => setTeamChoice(e.target.value)}
                className="w-full"
                options={[['', 'Escolha…'], ...offered.map((o): SelectOption => [`${o.memberId}|${oabIdentity(o)}`, teamOabLabel(o)])]}
              />
            </div>
            <Button variant="secondary" icon="plus" disabled={!teamChoice || full} onClick={addFromTeam}>
              Incluir
            </Button>
          </div>
        )}
      </section>

      <form onSubmit={addTyped} noValidate aria-labelledby="oab-typed-title" className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/50">
        <h3 id="oab-typed-title" className="text-sm font-semibold text-slate-800 dark:text-slate-100">
          Incluir outra inscrição
        </h3>
        <div className="grid grid-cols-[5.5rem_1fr] gap-3 sm:grid-cols-[6rem_10rem_1fr]">
          <Select
            id="oab-typed-uf"
            label="UF"
            value={typed.uf}
            error={typedErrors.uf}
            onChange={(e) => setTyped({ ...typed, uf: e.target.value })}
            options={UF_OPTIONS}
          />
          <Field label="Número" htmlFor="oab-typed-number" error={typedErrors.number}>
            <TextInput
              id="oab-typed-number"
              inputMode="numeric"
              placeholder="123.456"
              value={typed.number}
              invalid={Boolean(typedErrors.number)}
              onChange={(e) => setTyped({ ...typed, number: e.target.value })}
            />
          </Field>
          <div className="col-span-2 sm:col-span-1">
            <Field label="De quem é" htmlFor="oab-typed-name" error={typedErrors.name}>
              <TextInput
                id="oab-typed-name"
                placeholder="Nome do(a) advogado(a)"
                value={typed.name}
                invalid={Boolean(typedErrors.name)}
                onChange={(e) => setTyped({ ...typed, name: e.target.value })}
              />
            </Field>
          </div>
        </div>
        {owners.length > 0 && (
          <Select
            id="oab-typed-owner"
            label="Responsável (opcional)"
            value={typed.ownerId}
            onChange={(e) => setTyped({ ...typed, ownerId: e.target.value })}
            options={[['', 'Ninguém em particular'], ...owners.map((o): SelectOption => [o.uid, o.name])]}
          />
        )}
        <Button type="submit" variant="secondary" icon="plus" disabled={full} className="self-start">
          Incluir inscrição
        </Button>
      </form>

      {full && <p className="text-sm text-slate-600 dark:text-slate-400">A lista chegou ao limite de {MAX_MONITORED_OABS} inscrições.</p>}
      <p className="flex items-start gap-2 text-xs text-slate-600 dark:text-slate-400">
        <Icon name="info" className="mt-0.5 size-4 shrink-0" />
        <span>
          A primeira sincronização de uma inscrição nova lê as intimações dos últimos {DJEN_FIRST_SYNC_DAYS} dias; as seguintes continuam de onde a anterior
          parou.
        </span>
      </p>
      <FormActions saving={update.isPending} label="Salvar inscrições" onCancel={onCancel} onSave={() => void save()} />
    </div>
  );
}
