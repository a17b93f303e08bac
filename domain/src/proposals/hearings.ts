/**
 * Audiências, perícias and sessões de julgamento a sentence sets, moves or cancels: the act, the day, the time,
 * the place or video link. A redesignated hearing gives two actions: the old one cancelled, the new one.
 */
import type { CalendarDate } from '../dates';
import type { ProposalKind } from './types';
import type { Sentence } from './text';
import { findDates, findTimes, findVideoLinks, type Found } from './when';

export interface HearingFound {
  kind: Extract<ProposalKind, 'audiencia' | 'pericia' | 'audiencia-cancelada'>;
  act: string;
  hearingDate: CalendarDate | null;
  hearingTime: string | null;
  place: string | null;
  videoLink: string | null;
  notes: string[];
}

const KEYWORD =
  /audiencia|sessao (?:de (?:conciliacao|mediacao|julgamento)|ordinaria|extraordinaria|virtual|presencial|telepresencial|por videoconferencia|de julgamento virtual)|pauta de julgamento|\bpericia|exame pericial|avaliacao pericial|estudo (?:psicos)?social|avaliacao (?:psicologica|psicossocial)/;
const PAST =
  /\b(?:realizada em|realizou-se|ocorrida em|ocorreu em|foi realizada|na audiencia realizada|termo de audiencia|ata de audiencia|aberta a audiencia|presentes as partes|audiencia anterior)\b/;
const CANCEL =
  /\bcancel|desmarc|retir\w* (?:o feito |os autos |o processo )?d[ae] pauta|\bsem efeito\b|\badiad[oa]|\badio\b|nao se realizara|nao sera realizada/;
const MOVE = /redesign|remarc|transferid[oa] para|fica transferid|nova data|novo horario|\bdesigno nova|nova audiencia|antecip/;
const OLD_MARK =
  /(?:anterior\w*|antes|originalmente|inicialmente|previst[oa]|que seria realizad[oa]|(?<!re)designad[oa]|(?<!re)marcad[oa]|agendad[oa]|do dia|outrora)\s+(?:para\s+)?(?:o\s+)?(?:dia\s+)?(?:\S+\s+){0,2}$/;

const HEARING_ACTS: readonly [RegExp, string][] = [
  [/audiencia (?:de )?conciliacao,? instrucao e julgamento/, 'Audiência de conciliação, instrução e julgamento'],
  [/audiencia (?:de )?instrucao e julgamento|audiencia de instrucao,? debates e julgamento/, 'Audiência de instrução e julgamento'],
  [/audiencia una\b/, 'Audiência una'],
  [/audiencia inicial/, 'Audiência inicial'],
  [/audiencia (?:de )?(?:encerramento de )?instrucao/, 'Audiência de instrução'],
  [/audiencia (?:de )?(?:tentativa de )?conciliacao|sessao de conciliacao|audiencia (?:de )?autocomposicao/, 'Audiência de conciliação'],
  [/audiencia (?:de )?mediacao|sessao de mediacao/, 'Audiência de mediação'],
  [/audiencia (?:de )?custodia/, 'Audiência de custódia'],
  [/audiencia preliminar/, 'Audiência preliminar'],
  [/audiencia admonitoria/, 'Audiência admonitória'],
  [/audiencia (?:de )?justificacao/, 'Audiência de justificação'],
  [/audiencia (?:de )?interrogatorio/, 'Audiência de interrogatório'],
  [/audiencia (?:de )?apresentacao/, 'Audiência de apresentação'],
  [/audiencia (?:de )?continuacao|audiencia em continuacao|audiencia de prosseguimento/, 'Audiência de continuação'],
  [/audiencia de julgamento/, 'Audiência de julgamento'],
  [/sessao (?:de julgamento )?virtual|sessao de julgamento virtual/, 'Sessão virtual de julgamento'],
  [/sessao (?:ordinaria|extraordinaria|de julgamento|presencial|telepresencial|por videoconferencia)|pauta de julgamento/, 'Sessão de julgamento'],
  [/pericia medica|exame (?:medico )?pericial|pericia (?:medico-)?(?:ortopedica|psiquiatrica|clinica)/, 'Perícia médica'],
  [/pericia contabil/, 'Perícia contábil'],
  [/pericia (?:de )?engenharia|pericia tecnica|vistoria/, 'Perícia técnica'],
  [/pericia (?:social|socioeconomica)|estudo (?:psicos)?social|avaliacao psicossocial/, 'Perícia social'],
  [/pericia (?:psicologica|psicossocial)/, 'Perícia psicológica'],
  [/pericia grafotecnica/, 'Perícia grafotécnica'],
  [/pericia/, 'Perícia'],
  [/audiencia/, 'Audiência'],
];

function actOf(folded: string): string {
  return HEARING_ACTS.find(([re]) => re.test(folded))?.[1] ?? 'Audiência';
}

const PLACE =
  /\b(?:n[ao]s? |à |ao )(?:sala|sede|f[óo]rum|edif[íi]cio|pr[ée]dio|endere[çc]o|consult[óo]rio|cl[íi]nica|cejusc|centro judici[áa]rio|rua|avenida|av\.|pra[çc]a|plen[áa]rio|audit[óo]rio|posto|ag[êe]ncia|local)\b[^;]*?(?=,? (?:devendo|ficando|com |sendo|oportunidade|quando|as partes|a parte|o perito|intime|cientes|onde)|\.$|;|$)/i;

function placeOf(text: string, from: number): string | null {
  const m = PLACE.exec(text.slice(from)) ?? PLACE.exec(text);
  if (!m) return null;
  const place = m[0]
    .replace(/^(?:n[ao]s?|à|ao) /i, '')
    .replace(/[,.]+$/, '')
    .trim();
  // "no endereço https://…": the link is the video link, not a place.
  if (/https?:\/\//.test(place)) return null;
  return place.length > 200 ? `${place.slice(0, 197)}…` : place;
}

/** The time that goes with the date at `dateEnd`: the first after it, near; else the sentence's first. */
function timeFor(times: Found<string>[], dateEnd: number, nextDate: number): string | null {
  const near = times.find((t) => t.index >= dateEnd && t.index < nextDate && t.index - dateEnd <= 90);
  if (near || nextDate < Infinity) return near?.value ?? null;
  return (times.find((t) => t.index >= dateEnd) ?? times[0])?.value ?? null;
}

const VIDEO_WORDS = /videoconferencia|virtual|telepresencial|por video|link|teams|zoom|google meet|webex|remota|on-?line/;

/**
 * The hearings one sentence sets or cancels. `loneLink`: the text's only video link, for a sentence that says
 * "por videoconferência" while the link is elsewhere in the text.
 */
export function hearingsIn(sentence: Sentence, loneLink: string | null): HearingFound[] {
  const f = sentence.folded;
  const kw = KEYWORD.exec(f);
  if (!kw) return [];
  const dates = findDates(f);
  const cancel = CANCEL.test(f);
  const move = MOVE.test(f);
  if (PAST.test(f) && !move && !cancel && !/\bdesign|fica(?:m)? (?:as partes )?intimad|\bmarc/.test(f)) return [];
  if (dates.length === 0 && !cancel && !move) return [];
  const act = actOf(f);
  const pericia = /^Perícia/.test(act);
  const times = findTimes(f);
  const links = findVideoLinks(sentence.text);
  const video = links[0]?.value ?? (VIDEO_WORDS.test(f) ? loneLink : null);
  const base = (date: Found<CalendarDate> | undefined, strict = false) => ({
    act,
    hearingDate: date?.value ?? null,
    // A cancelled hearing's time only when it follows its date closely: the other time is the new hearing's.
    hearingTime: !date
      ? null
      : strict
        ? (times.find((t) => t.index >= date.end && t.index - date.end <= 12)?.value ?? null)
        : timeFor(times, date.end, dates.find((d) => d.index > date.index)?.index ?? Infinity),
    place: placeOf(sentence.text, date?.end ?? kw.index) ?? (video || VIDEO_WORDS.test(f) ? 'Videoconferência' : null),
    videoLink: video,
  });

  if (cancel || move) {
    const olds = dates.filter((d) => OLD_MARK.test(f.slice(Math.max(0, d.index - 60), d.index)));
    const news = dates.filter((d) => !olds.includes(d));
    const out: HearingFound[] = [];
    const old = olds[0] ?? (move ? undefined : news[0]);
    out.push({
      kind: 'audiencia-cancelada',
      ...base(old, true),
      place: null,
      videoLink: null,
      notes: old ? [] : ['O texto não diz a data da audiência cancelada: confira-a na agenda.'],
    });
    const fresh = move ? news[0] : undefined;
    if (fresh) out.push({ kind: pericia ? 'pericia' : 'audiencia', ...base(fresh), notes: [] });
    return out;
  }
  const after = dates.find((d) => d.index >= kw.index) ?? dates[0];
  const notes: string[] = [];
  let kind: HearingFound['kind'] = pericia ? 'pericia' : 'audiencia';
  if (/^Sess/.test(act)) {
    kind = 'audiencia';
    notes.push(
      'Sessão de julgamento: proposta como compromisso de agenda porque o advogado pode pedir sustentação oral ou enviar memoriais até a sessão (CPC art. 937; confira o regimento do tribunal); ela não abre prazo por si.',
    );
  }
  const found = base(after);
  if (!found.hearingTime) notes.push('O texto não diz o horário: confira-o antes de aceitar.');
  return [{ kind, ...found, notes }];
}
