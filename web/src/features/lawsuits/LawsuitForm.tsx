import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  describeCnj,
  INSTANCES,
  LAWSUIT_STATUSES,
  lawsuitInput,
  type ClientRecord,
  type LawsuitInput,
  type LawsuitRecord,
  type Listed,
  type Page,
} from '@office/domain';
import { formatBRL, parseBRL } from '@office/domain/money';
import { BoundField, FormAlert } from '../../components/ui/form-fields';
import { Button, Field, TextInput } from '../../components/ui/primitives';
import { call } from '../../lib/callable';
import { useDirectory } from '../../lib/directory';
import { useSchemaForm } from '../../lib/form';
import { useVersionedSave } from '../../lib/versioned-save';

const SELECT = 'rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-950';

export const EMPTY_LAWSUIT: LawsuitInput = {
  cnj: '',
  internalRef: '',
  className: '',
  subject: '',
  court: '',
  comarca: '',
  instance: '1º grau',
  filedOn: null,
  claimValue: 0,
  clientId: '',
  clientRole: 'autor',
  opposingParties: [],
  responsibleLawyerIds: [],
  status: 'ativo',
  outcome: '',
};

export function toLawsuitInput(l: LawsuitRecord): LawsuitInput {
  return {
    cnj: l.cnj ?? '',
    internalRef: l.internalRef ?? '',
    className: l.className,
    subject: l.subject,
    court: l.court,
    comarca: l.comarca,
    instance: l.instance,
    filedOn: l.filedOn,
    claimValue: l.claimValue,
    clientId: l.clientId,
    clientRole: l.clientRole,
    opposingParties: l.opposingParties,
    responsibleLawyerIds: l.responsibleLawyerIds,
    status: l.status,
    outcome: l.outcome ?? '',
  };
}

/** Picks the client by name (one page of the clients search). */
function ClientPicker({ value, initialName, onChange, error }: { value: string; initialName: string; onChange: (id: string) => void; error?: string }) {
  const [term, setTerm] = useState(initialName);
  const query = useQuery({
    queryKey: ['clients', 'list', { search: term, picker: true }],
    queryFn: () => call<unknown, Page<ClientRecord>>('clients-list', { search: term || null, limit: 8 }),
    enabled: term.trim().length >= 2,
  });
  return (
    <Field label="Cliente" htmlFor="f-client" error={error} hint={value ? undefined : 'Digite parte do nome e escolha.'}>
      <TextInput id="f-client" value={term} invalid={Boolean(error)} onChange={(e) => setTerm(e.target.value)} autoComplete="off" />
      {term.trim().length >= 2 && !query.data?.items.some((c) => c.id === value && c.name === term) && (
        <ul className="mt-1 max-h-48 overflow-y-auto rounded-lg border border-slate-200 dark:border-slate-700" aria-label="Clientes encontrados">
          {query.data?.items.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="w-full px-3 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                onClick={() => {
                  onChange(c.id);
                  setTerm(c.name);
                }}
              >
                {c.name}
              </button>
            </li>
          ))}
          {query.data?.items.length === 0 && <li className="px-3 py-1.5 text-sm text-slate-600 dark:text-slate-400">Nenhum cliente com este nome.</li>}
        </ul>
      )}
    </Field>
  );
}

/** Create or edit a lawsuit; the CNJ number is checked (and its tribunal named) as it is typed. */
export function LawsuitForm({
  existing,
  onSaved,
  onCancel,
}: {
  existing?: Listed<LawsuitRecord>;
  onSaved: (l: Listed<LawsuitRecord>) => void;
  onCancel: () => void;
}) {
  const { entries } = useDirectory();
  const form = useSchemaForm(lawsuitInput, existing ? toLawsuitInput(existing) : EMPTY_LAWSUIT);
  const [money, setMoney] = useState(existing ? formatBRL(existing.claimValue) : '');
  const { base, saving, conflict, save, loadCurrent } = useVersionedSave<LawsuitRecord, LawsuitInput>({
    existing,
    create: 'lawsuits-create',
    update: 'lawsuits-update',
    get: 'lawsuits-get',
    field: 'lawsuit',
    onFailure: form.showFailure,
    onReloaded: (current) => {
      form.reset(toLawsuitInput(current));
      setMoney(formatBRL(current.claimValue));
    },
  });
  const v = form.values;
  const cnjInfo = v.cnj ? describeCnj(v.cnj) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.submitValue()) return;
    const saved = await save(v);
    if (saved) onSaved(saved);
  }

  const error = (path: string) => form.error(path);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormAlert message={form.formError} />
      {conflict && (
        <Button variant="secondary" icon="refresh" onClick={() => void loadCurrent()} className="self-start">
          Ver os dados atuais (suas alterações serão descartadas)
        </Button>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Número CNJ"
          htmlFor="f-cnj"
          error={error('cnj')}
          hint={
            cnjInfo?.valid
              ? `${cnjInfo.tribunal ?? 'Tribunal não identificado'} · ${cnjInfo.segment ?? ''}`
              : 'NNNNNNN-DD.AAAA.J.TR.OOOO, com ou sem pontuação.'
          }
        >
          <TextInput
            id="f-cnj"
            value={v.cnj ?? ''}
            invalid={Boolean(error('cnj'))}
            onChange={(e) => form.set('cnj', e.target.value)}
            onBlur={() => cnjInfo?.formatted && form.set('cnj', cnjInfo.formatted)}
          />
        </Field>
        <BoundField form={form} path="internalRef" label="Referência interna" hint="Obrigatória quando não há número CNJ." value={v.internalRef ?? ''} />
        <BoundField form={form} path="className" label="Classe" value={v.className} />
        <BoundField form={form} path="subject" label="Assunto" value={v.subject} />
        <BoundField form={form} path="court" label="Juízo / vara" value={v.court} />
        <BoundField form={form} path="comarca" label="Comarca" value={v.comarca} />
        <Field label="Instância" htmlFor="f-instance">
          <select id="f-instance" className={SELECT} value={v.instance} onChange={(e) => form.set('instance', e.target.value)}>
            {INSTANCES.map((i) => (
              <option key={i}>{i}</option>
            ))}
          </select>
        </Field>
        <BoundField form={form} path="filedOn" label="Distribuição" type="date" value={typeof v.filedOn === 'string' ? v.filedOn : ''} />
        <Field
          label="Valor da causa"
          htmlFor="f-claim"
          error={error('claimValue') ?? (money && parseBRL(money) === null ? 'Valor inválido, ex.: R$ 1.234,56' : undefined)}
        >
          <TextInput
            id="f-claim"
            inputMode="decimal"
            value={money}
            onChange={(e) => {
              setMoney(e.target.value);
              const centavos = parseBRL(e.target.value);
              if (centavos !== null) form.set('claimValue', centavos);
            }}
            onBlur={() => {
              const centavos = parseBRL(money);
              if (centavos !== null) setMoney(formatBRL(centavos));
            }}
          />
        </Field>
        <Field label="Situação" htmlFor="f-lstatus">
          <select id="f-lstatus" className={SELECT} value={v.status} onChange={(e) => form.set('status', e.target.value)}>
            {LAWSUIT_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
        <ClientPicker value={v.clientId} initialName={base?.clientName ?? ''} onChange={(id) => form.set('clientId', id)} error={error('clientId')} />
        <Field label="O cliente é" htmlFor="f-role">
          <select id="f-role" className={SELECT} value={v.clientRole} onChange={(e) => form.set('clientRole', e.target.value)}>
            <option value="autor">Autor(a)</option>
            <option value="reu">Réu/Ré</option>
          </select>
        </Field>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Advogados responsáveis</legend>
        <div className="flex flex-wrap gap-4">
          {entries.map((e) => (
            <label key={e.uid} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={v.responsibleLawyerIds.includes(e.uid)}
                onChange={(ev) =>
                  form.set('responsibleLawyerIds', ev.target.checked ? [...v.responsibleLawyerIds, e.uid] : v.responsibleLawyerIds.filter((u) => u !== e.uid))
                }
              />
              {e.name}
            </label>
          ))}
        </div>
        {error('responsibleLawyerIds') && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error('responsibleLawyerIds')}</p>}
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Parte contrária</legend>
        {v.opposingParties.map((p, i) => (
          <div key={i} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <BoundField form={form} path={`opposingParties.${i}.name`} label={`Parte ${i + 1}`} value={p.name} />
            <BoundField form={form} path={`opposingParties.${i}.lawyer`} label={`Advogado(a) da parte ${i + 1}`} value={p.lawyer} />
            <Button
              variant="ghost"
              icon="trash"
              aria-label={`Remover parte ${i + 1}`}
              className="self-end"
              onClick={() =>
                form.set(
                  'opposingParties',
                  v.opposingParties.filter((_, j) => j !== i),
                )
              }
            />
          </div>
        ))}
        <Button
          variant="ghost"
          icon="plus"
          className="self-start"
          onClick={() => form.set('opposingParties', [...v.opposingParties, { name: '', lawyer: '' }])}
        >
          Adicionar parte contrária
        </Button>
      </fieldset>
      <BoundField form={form} path="outcome" label="Resultado" value={v.outcome ?? ''} hint="Para processos encerrados: procedente, acordo…" />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvando…' : base ? 'Salvar alterações' : 'Cadastrar processo'}
        </Button>
      </div>
    </form>
  );
}
