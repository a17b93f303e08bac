import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { feesInput, usesFees, type GeneratedDocument } from '@office/domain/document-templates';
import { partyRoleLabel, type LawsuitClient } from '@office/domain/lawsuit-parties';
import { can } from '@office/domain/policy';
import { fieldErrors } from '@office/domain/schema';
import { templateQueries, useGenerateDocument } from '../../api/templates';
import { downloadFile } from '../../lib/files';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { MoneyInput, PercentInput } from '../form/DecimalInput';
import { Select } from '../form/Select';
import { useDialog } from '../ui/dialog';
import { FormAlert } from '../ui/form-fields';
import { Button, Field, TextInput } from '../ui/primitives';
import { Spinner } from '../ui/Spinner';

/**
 * The record a document is generated for: its Arquivos folder is `clients/<id>` or `lawsuits/<id>`. A lawsuit's
 * clients are offered to choose whom the document is for (a litisconsórcio's clients each sign their own).
 */
export type GenerateTarget =
  { kind: 'client'; id: string } | { kind: 'lawsuit'; id: string; clients?: readonly Pick<LawsuitClient, 'clientId' | 'name' | 'role' | 'gender'>[] };

const folderOf = (t: GenerateTarget) => `${t.kind === 'client' ? 'clients' : 'lawsuits'}/${t.id}`;

interface Fees {
  /** Centavos; NaN while what was typed is no amount. */
  amount: number | null;
  installments: string;
  /** Basis points (2000 is 20%), as the percent input holds it. */
  successBp: number | null;
}

/** The honorários typed, as the callable takes them (empty inputs left out). */
function feesOf(f: Fees) {
  return {
    amount: f.amount,
    installments: f.installments.trim() ? Number(f.installments) : null,
    successPercent: f.successBp === null ? null : f.successBp / 100,
  };
}

/** The result: the file in Arquivos, how to download it, and what the record had no data for. */
function Generated({ result, onClose }: { result: GeneratedDocument; onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const download = () => void downloadFile(result.file.path, result.file.name).catch((e: unknown) => setFailure(messageOf(e)));
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        Documento gerado e salvo em Arquivos.
      </p>
      <p className="text-sm">
        <button type="button" className="font-medium break-all text-brand-700 underline dark:text-brand-300" onClick={download}>
          Baixar {result.file.name}
        </button>
      </p>
      <FormAlert message={failure} />
      {result.empty.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">Campos sem dado neste registro:</p>
          <ul className="mt-1 list-disc pl-5">
            {result.empty.map((e) => (
              <li key={e.key}>{e.label}</li>
            ))}
          </ul>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Eles ficaram em branco no documento: complete-os no cadastro ou no próprio arquivo.</p>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Todos os campos do modelo foram preenchidos.</p>
      )}
      <div className="flex justify-end">
        <Button onClick={onClose}>Fechar</Button>
      </div>
    </div>
  );
}

/** The dialog's body: which template, the honorários when it uses them, then "Gerar". */
function GenerateForm({ target, onClose }: { target: GenerateTarget; onClose: () => void }) {
  const templates = useQuery(templateQueries.list());
  const generation = useGenerateDocument(folderOf(target));
  const [templateId, setTemplateId] = useState('');
  const clients = target.kind === 'lawsuit' ? (target.clients ?? []) : [];
  const [clientId, setClientId] = useState(clients[0]?.clientId ?? '');
  const [matter, setMatter] = useState('');
  const [fees, setFees] = useState<Fees>({ amount: null, installments: '', successBp: null });
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<GeneratedDocument | null>(null);

  if (result) return <Generated result={result} onClose={onClose} />;
  if (templates.isPending) return <Spinner />;
  if (templates.isError) return <FormAlert message={messageOf(templates.error)} />;
  // A lawsuit's page offers the clients' templates too (they fill from its first client).
  const offered = templates.data.filter((t) => target.kind === 'lawsuit' || t.appliesTo === 'cliente');
  if (offered.length === 0) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Nenhum modelo de documento para {target.kind === 'lawsuit' ? 'processos' : 'clientes'}. Um administrador inclui modelos em Configurações → Modelos de
        documentos.
      </p>
    );
  }
  const chosen = offered.find((t) => t.id === templateId) ?? null;
  const withFees = chosen !== null && usesFees(chosen.fields);
  // Whom the document is for, when the lawsuit has several clients and the template names one.
  const withClient = chosen !== null && clients.length > 1 && chosen.fields.some((f) => f.startsWith('cliente.'));
  // What the document is about, before there is a lawsuit (a lawsuit's page names its lawsuit).
  const withMatter = chosen !== null && target.kind === 'client' && chosen.fields.includes('objeto.descricao');

  async function run() {
    if (!chosen) {
      setProblem('Escolha um modelo.');
      return;
    }
    const typed = withFees ? feesInput.safeParse(feesOf(fees)) : null;
    if (typed && !typed.success) {
      setProblem(Object.values(fieldErrors(typed.error)).join(' '));
      return;
    }
    setProblem(null);
    try {
      const record = target.kind === 'lawsuit' ? { lawsuitId: target.id, ...(withClient ? { clientId } : {}) } : { clientId: target.id };
      const about = withMatter ? { matter: matter.trim() || null } : {};
      setResult(await generation.mutateAsync({ templateId: chosen.id, ...record, ...about, fees: typed?.data ?? null }));
    } catch (failure) {
      setProblem(messageOf(failure));
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
    >
      <FormAlert message={problem} />
      <Select
        id="generate-template"
        label="Modelo"
        value={templateId}
        onChange={(e) => setTemplateId(e.target.value)}
        options={[['', 'Escolha um modelo'], ...offered.map((t) => [t.id, t.name] as const)]}
        hint={chosen?.description ?? undefined}
      />
      {withClient && (
        <Select
          id="generate-client"
          label="Cliente"
          value={clientId}
          onChange={(e) => setClientId(e.target.value)}
          options={clients.map((c) => [c.clientId, `${c.name} (${partyRoleLabel(c.role, c.gender)})`] as const)}
          hint="Um documento por cliente: gere de novo para cada um."
        />
      )}
      {withMatter && (
        <Field
          label="Objeto (opcional)"
          htmlFor="generate-matter"
          hint="A área ou o assunto, ex.: ação de indenização por dano moral contra o Banco X. Em branco, o documento usa uma cláusula geral."
        >
          <TextInput id="generate-matter" aria-describedby="generate-matter-hint" maxLength={300} value={matter} onChange={(e) => setMatter(e.target.value)} />
        </Field>
      )}
      {withFees && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium">Honorários (opcional)</legend>
          <MoneyInput id="generate-fee-amount" label="Valor (R$)" value={fees.amount} onChange={(amount) => setFees({ ...fees, amount })} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Parcelas" htmlFor="generate-fee-installments">
              <TextInput
                id="generate-fee-installments"
                type="number"
                inputMode="numeric"
                min={1}
                max={120}
                value={fees.installments}
                onChange={(e) => setFees({ ...fees, installments: e.target.value })}
              />
            </Field>
            <PercentInput id="generate-fee-success" label="% de êxito" value={fees.successBp} onChange={(successBp) => setFees({ ...fees, successBp })} />
          </div>
        </fieldset>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={generation.isPending}>
          Cancelar
        </Button>
        <Button type="submit" disabled={generation.isPending || !chosen}>
          {generation.isPending ? 'Gerando…' : 'Gerar'}
        </Button>
      </div>
    </form>
  );
}

/**
 * "Gerar documento" on a client's or a lawsuit's page: fills one of the office's templates with the record's data and
 * saves the .docx in its Arquivos. Shown only to who may add files to the record (its section's write label).
 */
export function GenerateDocument({ target }: { target: GenerateTarget }) {
  const { me } = useSession();
  const dialog = useDialog();
  if (!can(me?.scopes, target.kind === 'client' ? 'clients' : 'lawsuits', 'write')) return null;
  const open = () =>
    void dialog.open({
      title: 'Gerar documento',
      size: 'md',
      content: (close) => <GenerateForm target={target} onClose={() => close()} />,
    });
  return (
    <Button variant="secondary" icon="book" onClick={open}>
      Gerar documento
    </Button>
  );
}
