import type { FormEvent } from 'react';
import { CLIENT_STATUSES, clientInput, formatPhoneBR, type ClientInput, type ClientRecord, type Listed } from '@office/domain';
import { BoundField, FormAlert } from '../../components/ui/form-fields';
import { Button, Field, TextInput } from '../../components/ui/primitives';
import { useDirectory } from '../../lib/directory';
import { useSchemaForm } from '../../lib/form';
import { useVersionedSave } from '../../lib/versioned-save';

const MARITAL: [string, string][] = [
  ['', '—'],
  ['solteiro', 'Solteiro(a)'],
  ['casado', 'Casado(a)'],
  ['uniao_estavel', 'União estável'],
  ['divorciado', 'Divorciado(a)'],
  ['separado', 'Separado(a)'],
  ['viuvo', 'Viúvo(a)'],
];
const STATUS_LABEL: Record<(typeof CLIENT_STATUSES)[number], string> = { ativo: 'Ativo', inativo: 'Inativo', prospecto: 'Prospecto' };
const SELECT = 'rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-950';

export const EMPTY_CLIENT: ClientInput = {
  kind: 'pf',
  name: '',
  document: '',
  rg: '',
  birthDate: null,
  profession: '',
  maritalStatus: null,
  tradeName: '',
  legalRepresentative: '',
  emails: [],
  phones: [],
  address: null,
  notes: '',
  tags: [],
  status: 'ativo',
  responsibleLawyerId: '',
};

/** What the form shows for a stored client (the inverse of what the callable stores). */
export function toClientInput(c: ClientRecord): ClientInput {
  return {
    kind: c.kind,
    name: c.name,
    document: c.document,
    rg: c.rg ?? '',
    birthDate: c.birthDate,
    profession: c.profession ?? '',
    maritalStatus: c.maritalStatus,
    tradeName: c.tradeName ?? '',
    legalRepresentative: c.legalRepresentative ?? '',
    emails: c.emails,
    phones: c.phones.map((p) => ({ ...p, number: formatPhoneBR(p.number) })),
    // Stored addresses passed this schema when saved.
    address: c.address as ClientInput['address'],
    notes: c.notes,
    tags: c.tags,
    status: c.status,
    responsibleLawyerId: c.responsibleLawyerId,
  };
}

const EMPTY_ADDRESS = { cep: '', street: '', number: '', complement: '', district: '', city: '', state: 'SP' } as const;
const splitList = (text: string) => text.split(/[,;\s]+/).filter(Boolean);

/**
 * Create or edit a client. Validates as the person types with the callable's
 * own schema; a refusal lands next to its field; a stale edit offers the current data.
 */
export function ClientForm({
  existing,
  onSaved,
  onCancel,
}: {
  existing?: Listed<ClientRecord>;
  onSaved: (client: Listed<ClientRecord>) => void;
  onCancel: () => void;
}) {
  const { entries } = useDirectory();
  const form = useSchemaForm(clientInput, existing ? toClientInput(existing) : EMPTY_CLIENT);
  const { base, saving, conflict, save, loadCurrent } = useVersionedSave<ClientRecord, ClientInput>({
    existing,
    create: 'clients-create',
    update: 'clients-update',
    get: 'clients-get',
    field: 'client',
    onFailure: form.showFailure,
    onReloaded: (current) => form.reset(toClientInput(current)),
  });
  const v = form.values;
  const pf = v.kind === 'pf';
  const address = v.address ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.submitValue()) return;
    const saved = await save(v);
    if (saved) onSaved(saved);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormAlert message={form.formError} />
      {conflict && (
        <Button variant="secondary" icon="refresh" onClick={() => void loadCurrent()} className="self-start">
          Ver os dados atuais (suas alterações serão descartadas)
        </Button>
      )}
      <fieldset className="flex gap-6">
        <legend className="mb-1 text-sm font-medium">Tipo de cliente</legend>
        {(
          [
            ['pf', 'Pessoa física'],
            ['pj', 'Pessoa jurídica'],
          ] as const
        ).map(([kind, label]) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input type="radio" name="kind" checked={v.kind === kind} onChange={() => form.set('kind', kind)} /> {label}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <BoundField form={form} path="name" label={pf ? 'Nome completo' : 'Razão social'} value={v.name} />
        <BoundField
          form={form}
          path="document"
          label={pf ? 'CPF' : 'CNPJ'}
          value={v.document}
          inputMode={pf ? 'numeric' : 'text'}
          hint={pf ? undefined : 'Aceita o CNPJ alfanumérico.'}
        />
        {pf ? (
          <>
            <BoundField form={form} path="rg" label="RG" value={v.rg ?? ''} />
            <BoundField form={form} path="birthDate" label="Data de nascimento" type="date" value={typeof v.birthDate === 'string' ? v.birthDate : ''} />
            <BoundField form={form} path="profession" label="Profissão" value={v.profession ?? ''} />
            <Field label="Estado civil" htmlFor="f-maritalStatus">
              <select id="f-maritalStatus" className={SELECT} value={v.maritalStatus ?? ''} onChange={(e) => form.set('maritalStatus', e.target.value || null)}>
                {MARITAL.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </Field>
          </>
        ) : (
          <>
            <BoundField form={form} path="tradeName" label="Nome fantasia" value={v.tradeName ?? ''} />
            <BoundField form={form} path="legalRepresentative" label="Representante legal" value={v.legalRepresentative ?? ''} />
          </>
        )}
        <Field label="E-mails" htmlFor="f-emails" error={form.error('emails') ?? form.error('emails.0')} hint="Separe vários por vírgula.">
          <TextInput
            id="f-emails"
            type="text"
            value={v.emails.join(', ')}
            invalid={Boolean(form.error('emails.0'))}
            onChange={(e) => form.set('emails', splitList(e.target.value))}
          />
        </Field>
        <Field label="Etiquetas" htmlFor="f-tags" hint="Por exemplo: trabalhista, vip.">
          <TextInput id="f-tags" value={v.tags.join(', ')} onChange={(e) => form.set('tags', splitList(e.target.value))} />
        </Field>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Telefones</legend>
        {v.phones.map((phone, i) => (
          <div key={i} className="flex flex-wrap items-end gap-3">
            <BoundField form={form} path={`phones.${i}.number`} label={`Telefone ${i + 1}`} type="tel" value={phone.number} />
            <label className="mb-2 flex items-center gap-2 text-sm">
              <input type="checkbox" checked={phone.whatsapp} onChange={(e) => form.set(`phones.${i}.whatsapp`, e.target.checked)} /> WhatsApp
            </label>
            <Button
              variant="ghost"
              icon="trash"
              aria-label={`Remover telefone ${i + 1}`}
              onClick={() =>
                form.set(
                  'phones',
                  v.phones.filter((_, j) => j !== i),
                )
              }
            />
          </div>
        ))}
        {v.phones.length < 5 && (
          <Button variant="ghost" icon="plus" className="self-start" onClick={() => form.set('phones', [...v.phones, { number: '', whatsapp: true }])}>
            Adicionar telefone
          </Button>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">Endereço</legend>
        {address ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <BoundField form={form} path="address.cep" label="CEP" inputMode="numeric" value={address.cep} />
            <div className="sm:col-span-2">
              <BoundField form={form} path="address.street" label="Logradouro" value={address.street} />
            </div>
            <BoundField form={form} path="address.number" label="Número" value={address.number} />
            <BoundField form={form} path="address.complement" label="Complemento" value={address.complement} />
            <BoundField form={form} path="address.district" label="Bairro" value={address.district} />
            <BoundField form={form} path="address.city" label="Cidade" value={address.city} />
            <BoundField form={form} path="address.state" label="UF" value={address.state} maxLength={2} />
            <Button variant="ghost" className="self-end" onClick={() => form.set('address', null)}>
              Remover endereço
            </Button>
          </div>
        ) : (
          <Button variant="ghost" icon="plus" className="self-start" onClick={() => form.set('address', { ...EMPTY_ADDRESS })}>
            Adicionar endereço
          </Button>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Situação" htmlFor="f-status">
          <select id="f-status" className={SELECT} value={v.status} onChange={(e) => form.set('status', e.target.value)}>
            {CLIENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Advogado(a) responsável" htmlFor="f-responsibleLawyerId" error={form.error('responsibleLawyerId')}>
          <select id="f-responsibleLawyerId" className={SELECT} value={v.responsibleLawyerId} onChange={(e) => form.set('responsibleLawyerId', e.target.value)}>
            <option value="">Escolha…</option>
            {entries.map((e) => (
              <option key={e.uid} value={e.uid}>
                {e.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label="Observações" htmlFor="f-notes" error={form.error('notes')}>
        <textarea id="f-notes" rows={3} className={SELECT} value={v.notes} onChange={(e) => form.set('notes', e.target.value)} />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvando…' : base ? 'Salvar alterações' : 'Cadastrar cliente'}
        </Button>
      </div>
    </form>
  );
}
