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
 * fundações de direito público), by how their names read.
 */
const FAZENDA =
  /^(?:a )?uniao(?: federal)?$|\buniao federal\b|fazenda (?:publica|nacional|estadual|municipal|do estado)|^estado d[eo]s? |\bmunicipio d[eoa]s? |^prefeitura|\bdistrito federal\b|\binss\b|instituto nacional do seguro social|\bautarquia\b|\bibama\b|\bincra\b|\banatel\b|\banvisa\b|\baneel\b|\bdnit\b|\bdetran\b|\bdaee\b|\bdner\b|universidade federal|instituto federal|conselho regional d|\bfundacao (?:publica|estadual|municipal|nacional)|\bfundacao\b[^,]*\b(?:do estado|estadual|municipal|do municipio|federal)\b|\bfunai\b|\bfunasa\b|\bipem\b|\bprocon\b|\bbacen\b|banco central do brasil|\bcvm\b/;
const DEFENSORIA = /defensoria publica/;
const MP = /ministerio publico/;

export function publicClientOf(clientName: string | null | undefined, clientSide: string | null | undefined): PublicClient | null {
  const text = fold(`${clientName ?? ''} ${clientSide ?? ''}`).trim();
  if (!text) return null;
  if (DEFENSORIA.test(text)) return 'defensoria';
  if (MP.test(text)) return 'mp';
  return FAZENDA.test(fold(clientName ?? '').trim()) ? 'fazenda' : null;
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
  /** The law's prazo for the ente público itself (CPC arts. 535 and 910): never doubled. */
  ownPrazo?: boolean;
}): Doubling {
  const { client, branch, juizado, recurso, textDays, legalDays, textSaysDouble } = params;
  if (client === 'fazenda' && params.ownPrazo) {
    return none(['Prazo próprio da Fazenda Pública fixado em lei: não se conta em dobro (CPC art. 183, § 2º).']);
  }
  if (!client) {
    return none(
      textSaysDouble
        ? [
            'O texto menciona prazo em dobro, mas o cliente não é Fazenda Pública, Defensoria nem Ministério Público: contado sem dobra (a data mais cedo). Confira se a dobra é do cliente.',
          ]
        : [],
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
