import { useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { formatCnpj } from '@office/domain/documents';
import {
  djenSettingsInput,
  MAX_MONITORED_QUERIES,
  monitoredQueryCount,
  monitoredTermInput,
  TERM_KIND_LABELS,
  TERM_KINDS,
  type IntegrationsOverview,
  type IntegrationView,
  type MonitoredTerm,
  type TermKind,
  type TermOwner,
} from '@office/domain/integrations';
import { clientQueries } from '../../api/clients';
import { integrationQueries, useUpdateDjen } from '../../api/integrations';
import { FormActions } from '../../components/form/FormActions';
import { ClientPicker } from '../../components/form/pickers';
import { SaveProblem } from '../../components/form/SaveProblem';
import { Select, type SelectOption } from '../../components/form/Select';
import { useUnsavedChanges } from '../../components/form/unsaved';
import { Icon } from '../../components/ui/Icon';
import { Button, controlClass, EmptyState, Field, TextInput } from '../../components/ui/primitives';
import { CallError } from '../../lib/callable';
import { isConflict, messageOf } from '../../lib/error-message';
import { ownerText, termIdentity, termLabel } from './terms';

export const TERMS_CONFLICT =
  'Outra pessoa alterou os termos monitorados enquanto esta janela estava aberta, e nada foi salvo. Veja a lista atual e refaça suas alterações.';

const HINTS: Record<TermKind, { value: string; placeholder: string }> = {
  advogado: { value: 'Nome do(a) advogado(a)', placeholder: 'Helena Barbosa' },
  parte: { value: 'Nome da parte', placeholder: 'Construtora Alfa Ltda.' },
  texto: { value: 'Texto a procurar', placeholder: '12.345.678/0001-90' },
};
const KIND_OPTIONS: SelectOption[] = TERM_KINDS.map((k): SelectOption => [k, TERM_KIND_LABELS[k]]);
const EMPTY = { kind: 'parte' as TermKind, value: '', variants: '', ownerId: '', clientId: '' };

const rowKey = (t: MonitoredTerm) => `${termIdentity(t)}|${t.variants.join('|')}|${t.ownerId ?? ''}`;
const same = (a: readonly MonitoredTerm[], b: readonly MonitoredTerm[]) => a.map(rowKey).join('\n') === b.map(rowKey).join('\n');

function byPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/**
 * Administrators: the names and texts the DJEN capture asks for besides the inscriptions — a lawyer's name and
 * its spellings, a party (picked from Clientes: its name, with the trade name as a variant), free text such as a
 * CNPJ — each with whom it belongs to. Saved as a whole on the version the page showed.
 */
export function TermListForm({
  view,
  owners,
  onSaved,
  onCancel,
}: {
  view: IntegrationView;
  owners: TermOwner[];
  onSaved: (overview: IntegrationsOverview) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const update = useUpdateDjen();
  const [base, setBase] = useState({ version: view.version, oabs: view.oabs, terms: view.terms });
  const [terms, setTerms] = useState<MonitoredTerm[]>(view.terms);
  const [draft, setDraft] = useState(EMPTY);
  const [cnpj, setCnpj] = useState<string | null>(null);
  const [alsoCnpj, setAlsoCnpj] = useState(true);
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const unsaved = useUnsavedChanges(!same(terms, base.terms));
  const queries = monitoredQueryCount({ oabs: base.oabs, terms });
  const ownerOptions: SelectOption[] = [['', 'O escritório (ninguém em particular)'], ...owners.map((o): SelectOption => [o.uid, o.name])];

  function change(next: MonitoredTerm[]) {
    setTerms(next);
    setFormError(null);
  }

  async function pickClient(id: string) {
    setDraft((d) => ({ ...d, clientId: id }));
    if (!id) return;
    try {
      const data = await client.query(clientQueries.detail(id));
      const variants = data.tradeName && data.tradeName !== data.name ? data.tradeName : '';
      setDraft((d) => ({ ...d, clientId: id, value: data.name, variants }));
      setCnpj(data.kind === 'pj' ? formatCnpj(data.document) : null);
    } catch (failure) {
      setDraftErrors({ clientId: messageOf(failure) });
    }
  }

  function add(event: SubmitEvent) {
    event.preventDefault();
    const variants = draft.variants
      .split('\n')
      .map((v) => v.trim())
      .filter(Boolean);
    const parsed = monitoredTermInput.safeParse({
      kind: draft.kind,
      value: draft.value,
      variants,
      ownerId: draft.ownerId || null,
      clientId: draft.kind === 'parte' ? draft.clientId || null : null,
    });
    if (!parsed.success) {
      setDraftErrors(byPath(parsed.error.issues));
      return;
    }
    const added: MonitoredTerm[] = [parsed.data];
    if (draft.kind === 'parte' && cnpj && alsoCnpj) added.push({ kind: 'texto', value: cnpj, variants: [], ownerId: parsed.data.ownerId, clientId: null });
    const fresh = added.filter((t) => !terms.some((o) => termIdentity(o) === termIdentity(t)));
    if (fresh.length === 0) {
      setDraftErrors({ value: 'Este termo já está na lista.' });
      return;
    }
    change([...terms, ...fresh]);
    setDraft({ ...EMPTY, kind: draft.kind, ownerId: draft.ownerId });
    setCnpj(null);
    setDraftErrors({});
  }

  async function save() {
    setFormError(null);
    setConflict(false);
    const input = { expectedVersion: base.version, oabs: base.oabs, terms };
    const checked = djenSettingsInput.safeParse(input);
    if (!checked.success) {
      setFormError(Object.values(byPath(checked.error.issues)).join(' '));
      return;
    }
    unsaved.pause();
    try {
      const overview = await update.mutateAsync(input);
      unsaved.saved();
      onSaved(overview);
    } catch (failure) {
      unsaved.resume();
      if (isConflict(failure)) {
        setConflict(true);
        setFormError(TERMS_CONFLICT);
      } else if (failure instanceof CallError && Object.keys(failure.fields).length > 0) setFormError(Object.values(failure.fields).join(' '));
      else setFormError(messageOf(failure));
    }
  }

  async function loadCurrent() {
    try {
      const current = await client.query({ ...integrationQueries.overview(), staleTime: 0 });
      setBase({ version: current.djen.version, oabs: current.djen.oabs, terms: current.djen.terms });
      setTerms(current.djen.terms);
      setConflict(false);
      setFormError(null);
    } catch (failure) {
      setFormError(messageOf(failure));
    }
  }

  const hint = HINTS[draft.kind];
  return (
    <div className="flex flex-col gap-5">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void loadCurrent()} />
      <section aria-labelledby="term-list-title" className="flex flex-col gap-2">
        <h3 id="term-list-title" className="text-sm font-semibold text-slate-800 dark:text-slate-100">
          Termos monitorados ({queries} de no máximo {MAX_MONITORED_QUERIES} buscas, contando inscrições e variantes)
        </h3>
        {terms.length === 0 ? (
          <EmptyState icon="newspaper" title="Nenhum termo monitorado">
            Inclua abaixo nomes de advogados, de partes (clientes) ou textos, como um CNPJ, para encontrar publicações sem a OAB.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
            {terms.map((t, i) => (
              <li key={termIdentity(t)} className="flex items-start gap-3 px-3 py-2 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="break-words">{termLabel(t)}</p>
                  {t.variants.length > 0 && <p className="break-words text-xs text-slate-600 dark:text-slate-400">Também: {t.variants.join('; ')}</p>}
                  <p className="text-xs text-slate-600 dark:text-slate-400">{ownerText(t.ownerId, owners)}</p>
                </div>
                <Button
                  variant="ghost"
                  icon="trash"
                  aria-label={`Remover ${termLabel(t)}`}
                  className="!px-2 !py-1"
                  onClick={() => change(terms.filter((_, j) => j !== i))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <form onSubmit={add} noValidate aria-labelledby="term-add-title" className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/50">
        <h3 id="term-add-title" className="text-sm font-semibold text-slate-800 dark:text-slate-100">
          Incluir termo
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <Select
            id="term-kind"
            label="Tipo"
            value={draft.kind}
            onChange={(e) => {
              setDraft({ ...EMPTY, kind: e.target.value as TermKind, ownerId: draft.ownerId });
              setCnpj(null);
              setDraftErrors({});
            }}
            options={KIND_OPTIONS}
          />
          <Select
            id="term-owner"
            label="Responsável"
            value={draft.ownerId}
            onChange={(e) => setDraft({ ...draft, ownerId: e.target.value })}
            options={ownerOptions}
          />
        </div>
        {draft.kind === 'parte' && (
          <ClientPicker
            id="term-client"
            label="Escolher de Clientes (opcional)"
            value={draft.clientId}
            onChange={(id) => void pickClient(id)}
            error={draftErrors.clientId}
            hint="Traz o nome e o nome fantasia do cliente; o CNPJ pode ser incluído como texto."
          />
        )}
        <Field label={hint.value} htmlFor="term-value" error={draftErrors.value}>
          <TextInput
            id="term-value"
            placeholder={hint.placeholder}
            value={draft.value}
            invalid={Boolean(draftErrors.value)}
            onChange={(e) => setDraft({ ...draft, value: e.target.value })}
          />
        </Field>
        {draft.kind !== 'texto' && (
          <Field
            label="Outras grafias (uma por linha, opcional)"
            htmlFor="term-variants"
            error={Object.entries(draftErrors).find(([k]) => k.startsWith('variants'))?.[1]}
            hint="Como as publicações também escrevem o nome: abreviado, sem acento, o nome fantasia."
          >
            <textarea
              id="term-variants"
              rows={2}
              className={controlClass(Object.keys(draftErrors).some((k) => k.startsWith('variants')))}
              value={draft.variants}
              onChange={(e) => setDraft({ ...draft, variants: e.target.value })}
            />
          </Field>
        )}
        {draft.kind === 'parte' && cnpj && (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" checked={alsoCnpj} onChange={(e) => setAlsoCnpj(e.target.checked)} />
            <span>Monitorar também o CNPJ {cnpj} como texto</span>
          </label>
        )}
        <Button type="submit" variant="secondary" icon="plus" className="self-start">
          Incluir termo
        </Button>
      </form>

      <p className="flex items-start gap-2 text-xs text-slate-600 dark:text-slate-400">
        <Icon name="info" className="mt-0.5 size-4 shrink-0" />
        <span>
          Cada termo e cada grafia é uma busca no DJEN a cada sincronização. Uma publicação encontrada por vários termos é gravada uma só vez e fica com todos
          eles; ela vai para quem é responsável por esses termos e pelo processo.
        </span>
      </p>
      <FormActions saving={update.isPending} label="Salvar termos" onCancel={onCancel} onSave={() => void save()} />
    </div>
  );
}
