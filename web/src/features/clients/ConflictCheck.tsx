import { useQuery } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { conflictCheckInput } from '@office/domain';
import { isValidCnpj, stripDocument } from '@office/domain/documents';
import { clientQueries, type ConflictCheckParams } from '../../api/clients';
import { ConflictWarning, hasConflicts } from '../../components/records/ConflictWarning';
import { useDialog } from '../../components/ui/dialog';
import { FormAlert } from '../../components/ui/form-fields';
import { Button, Field, TextInput } from '../../components/ui/primitives';
import { messageOf } from '../../lib/error-message';
import { formatCpfCnpj } from '@office/domain/documents';

type Party = ConflictCheckParams['parties'][number];

const NOTHING: ConflictCheckParams = { parties: [] };
const INPUT_ID = 'conflict-term';

/**
 * What "Verificar conflito" asks for what was typed: a CPF (11 digits) or CNPJ (14), with or without the mask,
 * as the document; anything else as a name. On no side: the person may become a client or be sued by one.
 * A refusal in words when the digits are no CPF/CNPJ or the name is too short.
 */
export function conflictParty(typed: string): Party | string {
  const text = typed.trim();
  const bare = stripDocument(text);
  const digitsOnly = /\d/.test(text) && /^[\d\s./-]+$/.test(text);
  if (digitsOnly && bare.length !== 11 && bare.length !== 14) return 'Um CPF tem 11 dígitos e um CNPJ, 14: confira o número.';
  const party: Party = digitsOnly || isValidCnpj(bare) ? { name: '', document: bare, side: null } : { name: text, document: null, side: null };
  const parsed = conflictCheckInput.safeParse({ parties: [party] });
  return parsed.success ? party : (parsed.error.issues[0]?.message ?? 'Confira o que foi digitado.');
}

function ConflictCheckBody({ close }: { close: () => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<ConflictCheckParams | null>(null);
  const query = useQuery({ ...clientQueries.conflicts(asked ?? NOTHING), enabled: asked !== null });
  const check = asked ? query.data : undefined;
  const checked = check?.checked[0];

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const party = conflictParty(text);
    if (typeof party === 'string') {
      setProblem(party);
      return;
    }
    setProblem(null);
    setAsked({ parties: [party] });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Procura a pessoa entre os clientes do escritório e as partes contrárias dos processos, antes de aceitar uma causa.
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-48 flex-1">
          <Field label="Nome, CPF ou CNPJ" htmlFor={INPUT_ID} error={problem ?? undefined}>
            <TextInput id={INPUT_ID} data-autofocus autoComplete="off" value={text} invalid={Boolean(problem)} onChange={(e) => setText(e.target.value)} />
          </Field>
        </div>
        <Button type="submit" className="mt-6" disabled={query.isFetching}>
          {query.isFetching ? 'Verificando…' : 'Verificar'}
        </Button>
      </div>
      {asked && query.isError && <FormAlert message={messageOf(query.error, 'parties.0.document', 'parties.0.name', 'parties')} />}
      {check &&
        checked &&
        (hasConflicts(check) ? (
          <ConflictWarning check={check} onFollow={close} />
        ) : (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
            Nenhum conflito encontrado para “{checked.document ? formatCpfCnpj(checked.document) : checked.name}”.
          </p>
        ))}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={close}>
          Fechar
        </Button>
      </div>
    </form>
  );
}

/** Clientes' "Verificar conflito": whether a person is already a client, or on the other side of a case. */
export function ConflictCheckButton() {
  const dialog = useDialog();
  return (
    <Button
      variant="secondary"
      icon="search"
      onClick={() =>
        void dialog.open({ title: 'Verificar conflito de interesses', size: 'md', content: (close) => <ConflictCheckBody close={() => close()} /> })
      }
    >
      Verificar conflito
    </Button>
  );
}
