import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, type FieldPath } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  DOUBLING_LABELS,
  DOUBLING_RULES,
  PROPOSAL_KIND_LABELS,
  triageOf,
  type IntimationAcceptResult,
  type IntimationProposal,
  type IntimationRecord,
  type LawsuitRecord,
  type Listed,
  type ProposedAction,
} from '@office/domain';
import { formatDate } from '@office/domain/dates';
import { intimationAcceptInput } from '@office/domain/intimation-worklist';
import { recordPath } from '@office/domain/addresses';
import { useDirectory } from '../../api/directory';
import { intimationKeys, useAcceptProposal } from '../../api/intimations';
import { DateField, TimeField } from '../../components/form/DateInput';
import { fieldId, SelectField, TextField, useFieldError } from '../../components/form/fields';
import { SaveProblem } from '../../components/form/SaveProblem';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Badge, Button, Card, Field, TextInput } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { isConflict } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';
import { defaultOwner, draftOf, type AcceptValues } from './proposal-form';

const LINK = 'text-brand-700 underline hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-200';
// Short words in the select; the law behind each is in its title.
const COUNTING_OPTIONS = [
  ['', 'Escolha'],
  ['uteis', 'Dias úteis'],
  ['corridos', 'Dias corridos'],
] as const;
const DOUBLING_OPTIONS = [['', 'Sem dobra'], ...DOUBLING_RULES.map((r) => [r, DOUBLING_LABELS[r]] as const)] as const;

const path = (p: string) => p as FieldPath<AcceptValues>;

/** What the text said for one action: its words, the notes on what was chosen, the basis and the doubling. */
function Reading({ action }: { action: ProposedAction }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <blockquote className="border-l-4 border-amber-300 bg-amber-50 px-3 py-1.5 text-slate-800 italic wrap-anywhere dark:border-amber-500/60 dark:bg-amber-400/10 dark:text-slate-100">
        “{action.quote}”
      </blockquote>
      {action.legalBasis && <p className="text-slate-700 dark:text-slate-300">Base legal: {action.legalBasis}</p>}
      {action.doubled && action.doublingReason && <p className="text-slate-700 dark:text-slate-300">Em dobro: {action.doublingReason}</p>}
      {action.notes.map((n, k) => (
        <p key={k} className="flex gap-1.5 text-amber-900 dark:text-amber-200">
          <span aria-hidden="true">⚠</span>
          {n}
        </p>
      ))}
    </div>
  );
}

/** A number field of the form (the days), its message from the schema or the callable. */
function DaysField({ form, n }: { form: ReturnType<typeof useSchemaForm<AcceptValues>>['form']; n: number }) {
  const name = path(`actions.${n}.days`);
  const error = useFieldError(form.control, name);
  return (
    <Field label="Dias" htmlFor={fieldId(name)} error={error}>
      <TextInput
        id={fieldId(name)}
        type="number"
        min={1}
        max={365}
        inputMode="numeric"
        invalid={Boolean(error)}
        {...form.register(name, { valueAsNumber: true })}
      />
    </Field>
  );
}

/**
 * Where the counting starts: the availability on the DJEN (the publication is the next business day), or a date
 * the person reads otherwise ("Contar de outra data"), which is then the trigger itself.
 */
function TriggerField({ form, n, availableOn }: { form: ReturnType<typeof useSchemaForm<AcceptValues>>['form']; n: number; availableOn: string }) {
  const name = path(`actions.${n}.triggerDate`);
  const other = Boolean(form.watch(name));
  const id = fieldId(`actions.${n}.otherTrigger`);
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="size-4"
          checked={other}
          onChange={(e) => form.setValue(name, e.target.checked ? availableOn : null, { shouldDirty: true, shouldValidate: false })}
        />
        Contar de outra data
      </label>
      {other ? (
        <DateField control={form.control} register={form.register} name={name} label="Marco inicial" />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Da disponibilização no DJEN em {formatDate(availableOn)}.</p>
      )}
    </div>
  );
}

/**
 * "Proposta": what the office's reading of the text proposes, action by action, with the words it came from,
 * editable before "Aceitar proposta" creates the prazos and the agenda entries (audited as "aceitou a proposta").
 */
export function ProposalPanel({
  intimation: i,
  lawsuit,
  canAccept,
}: {
  intimation: Listed<IntimationRecord>;
  lawsuit: Listed<LawsuitRecord> | undefined;
  /** Writes Processos and the Agenda. */
  canAccept: boolean;
}) {
  const proposal = i.proposal;
  const open = ['a-tratar', 'encaminhada'].includes(triageOf(i).state);
  const [accepted, setAccepted] = useState<IntimationAcceptResult | null>(null);
  return (
    <div id="proposta" className="mb-4 scroll-mt-20">
      <Card title="Proposta" icon="checklist">
        {accepted ? (
          <Accepted result={accepted} />
        ) : !proposal ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            O texto desta intimação ainda não foi lido pelo escritório: lance o prazo pela calculadora.
          </p>
        ) : proposal.actions.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma ação encontrada no texto. Confira o teor abaixo.</p>
        ) : open && canAccept ? (
          // A new version (read meanwhile, changed by someone) starts the form again from it.
          <AcceptForm key={i.version} intimation={i} proposal={proposal} lawsuit={lawsuit} onAccepted={setAccepted} />
        ) : (
          <ol className="flex flex-col gap-4">
            {proposal.actions.map((a, n) => (
              <li key={n} className="flex flex-col gap-2">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <Badge>{PROPOSAL_KIND_LABELS[a.kind]}</Badge>
                  {a.act}
                  {proposal.dates[n] && <span className="text-sm font-normal">· {formatDate(proposal.dates[n])}</span>}
                </p>
                <Reading action={a} />
              </li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}

/** After accepting: what was created or cancelled on the agenda, each a link. */
function Accepted({ result }: { result: IntimationAcceptResult }) {
  return (
    <div role="status" className="flex flex-col gap-2 text-sm">
      <p className="font-medium">Proposta aceita.</p>
      {result.events.length > 0 ? (
        <ul className="list-disc pl-5">
          {result.events.map((e) => (
            <li key={e.id}>
              <Link to={recordPath('agenda', e.id)} className={LINK}>
                {e.title}
              </Link>{' '}
              — {e.change === 'criado' ? 'criado' : 'cancelado'} para {formatDate(e.date)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600 dark:text-slate-400">Nada foi lançado na agenda.</p>
      )}
    </div>
  );
}

function AcceptForm({
  intimation: i,
  proposal,
  lawsuit,
  onAccepted,
}: {
  intimation: Listed<IntimationRecord>;
  proposal: IntimationProposal;
  lawsuit: Listed<LawsuitRecord> | undefined;
  onAccepted: (result: IntimationAcceptResult) => void;
}) {
  const queryClient = useQueryClient();
  const { me } = useSession();
  const directory = useDirectory();
  const toast = useToast();
  const accept = useAcceptProposal();
  // Chosen before the team's names arrive (the form starts once): the select keeps it among its options.
  const owner = defaultOwner([...(lawsuit?.responsibleLawyerIds ?? []), ...(i.owners ?? [])], me?.uid ?? '');
  const people = directory.agendaPeople([owner]);
  const { form, formError, submit } = useSchemaForm<AcceptValues>(intimationAcceptInput, {
    id: i.id,
    expectedVersion: i.version,
    actions: proposal.actions.map((a) => draftOf(a, owner)),
  });
  const { fields } = useFieldArray({ control: form.control, name: 'actions' });
  const [conflict, setConflict] = useState(false);
  const bound = { control: form.control, register: form.register };
  const owners = [...people.map((p) => [p.uid, directory.labelOf(p.uid)] as const)];

  const onSubmit = submit(async (values) => {
    setConflict(false);
    try {
      const result = await accept.mutateAsync(values);
      const created = result.events.map((e) => `${e.title} (${formatDate(e.date)})`).join('; ');
      toast.show({ severity: 'success', summary: 'Proposta aceita', detail: created ? `Na agenda: ${created}.` : undefined, life: 8000 });
      onAccepted(result);
    } catch (failure) {
      setConflict(isConflict(failure));
      throw failure;
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <SaveProblem message={formError} conflict={conflict} onReload={() => void queryClient.invalidateQueries({ queryKey: intimationKeys.detail(i.id) })} />
      <ol className="flex flex-col gap-5">
        {fields.map((field, n) => {
          const read = proposal.actions[n];
          const kind = field.kind;
          if (!read) return null;
          return (
            <li key={field.id} className="flex flex-col gap-3 border-b border-slate-100 pb-5 last:border-0 last:pb-0 dark:border-slate-800">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <Badge tone={kind === 'prazo' ? 'amber' : kind === 'audiencia-cancelada' ? 'red' : kind === 'sem-providencia' ? 'slate' : 'blue'}>
                  {PROPOSAL_KIND_LABELS[kind]}
                </Badge>
                {proposal.dates[n] && (
                  <span className="text-sm">
                    {kind === 'prazo' ? 'vence' : 'em'} {formatDate(proposal.dates[n])}
                    {proposal.countedOn && kind === 'prazo' && (
                      <span className="text-slate-600 dark:text-slate-400">
                        {' '}
                        (contado no {proposal.countedOn.tribunal}
                        {proposal.countedOn.comarca ? `, ${proposal.countedOn.comarca}` : ''})
                      </span>
                    )}
                  </span>
                )}
              </p>
              <Reading action={read} />
              <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                <div className="sm:col-span-2 lg:col-span-3">
                  <TextField {...bound} name={path(`actions.${n}.act`)} label="Ato" />
                </div>
                {kind === 'prazo' && (
                  <>
                    <DaysField form={form} n={n} />
                    <SelectField {...bound} name={path(`actions.${n}.counting`)} label="Contagem" options={COUNTING_OPTIONS} />
                    <SelectField {...bound} name={path(`actions.${n}.doubling`)} label="Prazo em dobro" options={DOUBLING_OPTIONS} emptyAsNull />
                    <TriggerField form={form} n={n} availableOn={i.availableOn} />
                    <SelectField {...bound} name={path(`actions.${n}.ownerId`)} label="Responsável" options={owners} />
                    <label htmlFor={fieldId(`actions.${n}.juizado`)} className="flex items-center gap-2 self-end pb-2 text-sm">
                      <input id={fieldId(`actions.${n}.juizado`)} type="checkbox" className="size-4" {...form.register(path(`actions.${n}.juizado`))} />
                      Juizado Especial
                    </label>
                  </>
                )}
                {(kind === 'audiencia' || kind === 'pericia') && (
                  <>
                    <DateField {...bound} name={path(`actions.${n}.date`)} label="Data" />
                    <TimeField {...bound} name={path(`actions.${n}.startTime`)} label="Início" />
                    <TimeField {...bound} name={path(`actions.${n}.endTime`)} label="Término (opcional)" />
                    <div className="sm:col-span-2">
                      <TextField {...bound} name={path(`actions.${n}.place`)} label="Local ou link" />
                    </div>
                    <SelectField {...bound} name={path(`actions.${n}.ownerId`)} label="Responsável" options={owners} />
                  </>
                )}
                {kind === 'audiencia-cancelada' && (
                  <>
                    <DateField {...bound} name={path(`actions.${n}.date`)} label="Data da audiência cancelada" />
                    <TimeField {...bound} name={path(`actions.${n}.startTime`)} label="Horário" />
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">Cria na agenda o que está acima e marca a intimação como tratada.</p>
        <Button type="submit" icon="success" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Aceitando…' : 'Aceitar proposta'}
        </Button>
      </div>
    </form>
  );
}
