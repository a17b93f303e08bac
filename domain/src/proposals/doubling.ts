/**
 * Prazo em dobro: only when the client's identity makes it certain (the Fazenda Pública, the Defensoria), by the
 * rule of the procedure. Anything less certain is not doubled (the earlier date) and is said in a note.
 */
import type { DoublingRule } from '../calendar/deadline';
import type { Branch } from './branch';
import { fold } from './text';

export type PublicClient = 'fazenda' | 'defensoria' | 'mp';

/**
 * Pessoas jurídicas de direito público (CPC art. 183: União, Estados, Distrito Federal, Municípios, autarquias e
 * fundações de direito público), by how their names START: a name that only mentions one ("Sindicato dos
 * Servidores do INSS") is someone else. Conselhos de fiscalização profissional are autarquias (STF, ADI 1.717;
 * RE 938.837, Tema 877) and doubled; the OAB is not (STF, ADI 3.026).
 */
const FAZENDA =
  /^(?:uniao(?: federal)?(?:\s*[-–—(/,].*)?$|fazenda (?:publica|nacional|estadual|municipal|do estado|do municipio)\b|estado d[eo]s? |municipio d[eoa]s? |prefeitura (?:municipal )?d[eoa]s? |distrito federal\b|inss\b|instituto nacional do seguro social\b|autarquia\b|(?:ibama|incra|anatel|anvisa|aneel|dnit|detran|daee|dner|funai|funasa|ipem|procon|bacen|cvm|icmbio|inmetro)\b|banco central do brasil\b|universidade federal\b|instituto federal\b|conselho (?:regional|federal) d|fundacao (?:publica|estadual|municipal|nacional)\b)/;
/** Private persons whose names may carry a public body's: never the Fazenda, the Defensoria or the MP. */
const PRIVATE =
  /^(?:sindicato|associacao|cooperativa|fundacao de apoio|clube|federacao|confederacao|ordem dos advogados|oab\b|liga|grupo|centro acad|diretorio|caixa de assistencia|instituto (?!nacional do seguro social|federal\b))|\b(?:ltda|s\/?a|eireli|me|epp|mei|cia)\.?$|\bs\.a\.?$|\bcompanhia\b|\bempresa\b/;
/** A public body named anywhere in a name: said in a note when the name is not the body itself. */
const MENTIONS =
  /\buniao\b|fazenda (?:publica|nacional)|\bestado d[eo]s? |\bmunicipio d|\bprefeitura\b|distrito federal|\binss\b|instituto nacional do seguro social|\bautarquia\b|\b(?:ibama|incra|anatel|anvisa|aneel|dnit|detran|daee|dner|funai|funasa|procon|bacen|cvm)\b|banco central|universidade federal|instituto federal|conselho (?:regional|federal)|defensoria publica|ministerio publico/;
const DEFENSORIA = /^defensoria publica\b/;
const MP = /^ministerio publico\b/;

/** The client's name folded, without a leading article ("o Município de…", "a União"). */
const nameOf = (text: string | null | undefined) =>
  fold(text ?? '')
    .trim()
    .replace(/^(?:o|a|os|as)\s+/, '');

export function publicClientOf(clientName: string | null | undefined, clientSide: string | null | undefined): PublicClient | null {
  const name = nameOf(clientName);
  const side = nameOf(clientSide);
  if (!name && !side) return null;
  if (PRIVATE.test(name)) return null;
  if (DEFENSORIA.test(name) || DEFENSORIA.test(side)) return 'defensoria';
  if (MP.test(name) || MP.test(side)) return 'mp';
  return FAZENDA.test(name) ? 'fazenda' : null;
}

/** A pt-BR note when the client's name mentions a public body but is not one: why the prazo was not doubled. */
export function publicClientDoubt(clientName: string | null | undefined, clientSide: string | null | undefined): string | null {
  if (publicClientOf(clientName, clientSide)) return null;
  const name = nameOf(clientName);
  if (!MENTIONS.test(name)) return null;
  return `O nome do cliente (“${(clientName ?? '').trim()}”) cita um ente público, mas não é o próprio ente (União, Estado, Município, autarquia ou fundação pública, Defensoria ou Ministério Público): a dobra do prazo não foi aplicada (CPC arts. 180, 183 e 186). Se o cliente for mesmo pessoa jurídica de direito público, confira e dobre o prazo.`;
}

export interface Doubling {
  doubled: boolean;
  rule: DoublingRule | null;
  reason: string | null;
  notes: string[];
}

const none = (notes: string[] = []): Doubling => ({ doubled: false, rule: null, reason: null, notes });

/**
 * Whether the client's prazo for `recurso` (or another act) is doubled. `textDays` and `legalDays` catch a text
 * that already gives the doubled prazo ("contestar em 30 dias" to the Fazenda): it is not doubled again.
 */
export function doublingFor(params: {
  client: PublicClient | null;
  branch: Branch;
  juizado: boolean;
  recurso: boolean;
  textDays: number | null;
  legalDays: number | null;
  textSaysDouble: boolean;
  /** Why a client whose name mentions a public body is not doubled (publicClientDoubt). */
  doubt?: string | null;
  /** The law's prazo for the ente público itself (CPC arts. 535 and 910): never doubled. */
  ownPrazo?: boolean;
}): Doubling {
  const { client, branch, juizado, recurso, textDays, legalDays, textSaysDouble } = params;
  if (client === 'fazenda' && params.ownPrazo) {
    return none(['Prazo próprio da Fazenda Pública fixado em lei: não se conta em dobro (CPC art. 183, § 2º).']);
  }
  if (!client) {
    const doubt = params.doubt ? [params.doubt] : [];
    return none(
      textSaysDouble
        ? [
            ...doubt,
            'O texto menciona prazo em dobro, mas o cliente não é Fazenda Pública, Defensoria nem Ministério Público: contado sem dobra (a data mais cedo). Confira se a dobra é do cliente.',
          ]
        : doubt,
    );
  }
  if (textDays !== null && legalDays !== null && textDays === legalDays * 2) {
    return none([`O prazo do texto (${textDays} dias) já é o dobro do legal (${legalDays}): não foi dobrado de novo.`]);
  }
  if (textSaysDouble && textDays !== null) {
    return none([`O texto diz que o prazo de ${textDays} dias já considera a dobra: não foi dobrado de novo.`]);
  }
  if (branch === 'eca')
    return none(['No procedimento do ECA não há prazo em dobro para a Fazenda Pública nem para o Ministério Público (Lei 8.069/1990, art. 152, § 2º).']);
  if (juizado && branch !== 'criminal') {
    return none([
      'Nos Juizados Especiais não há prazo diferenciado para pessoas jurídicas de direito público (Lei 10.259/2001, art. 9º; Lei 12.153/2009, art. 7º): contado sem dobra.',
    ]);
  }
  if (client === 'defensoria') {
    return {
      doubled: true,
      rule: 'art186',
      reason:
        branch === 'civel' || branch === 'juizado'
          ? 'Defensoria Pública: prazo em dobro (CPC art. 186)'
          : 'Defensoria Pública: prazo em dobro (LC 80/1994, arts. 44, I, 89, I, e 128, I)',
      notes: [],
    };
  }
  if (client === 'mp') {
    if (branch === 'criminal' || branch === 'trabalho')
      return none(['O Ministério Público não tem prazo em dobro no processo penal nem no trabalhista: contado sem dobra.']);
    return { doubled: true, rule: 'art180', reason: 'Ministério Público: prazo em dobro (CPC art. 180)', notes: [] };
  }
  if (branch === 'criminal') return none();
  if (branch === 'trabalho') {
    if (!recurso) {
      return none([
        'Na Justiça do Trabalho a Fazenda Pública tem prazo em dobro para recorrer (Decreto-Lei 779/1969, art. 1º, III); para os demais atos a aplicação do CPC art. 183 é controvertida: contado sem dobra (a data mais cedo).',
      ]);
    }
    return {
      doubled: true,
      rule: 'art183',
      reason: 'Fazenda Pública na Justiça do Trabalho: prazo em dobro para recorrer (Decreto-Lei 779/1969, art. 1º, III)',
      notes: [],
    };
  }
  return { doubled: true, rule: 'art183', reason: 'Fazenda Pública: prazo em dobro (CPC art. 183)', notes: [] };
}
