/**
 * docxtemplater's refusals of a template (a `{` never closed, a block never ended), said in pt-BR for the
 * administrator who has to fix the document in Word. Its own explanations are English and name internals.
 */

interface TemplateErrorProperties {
  id?: string;
  xtag?: string;
  context?: string;
  openingtag?: string;
  closingtag?: string;
  errors?: { properties?: TemplateErrorProperties }[];
}

const quote = (text: string | undefined) => `“${(text ?? '').slice(0, 60)}”`;

function oneMessage(p: TemplateErrorProperties): string {
  switch (p.id) {
    case 'unclosed_tag':
      return `A marcação que começa em ${quote(p.context)} não foi fechada com “}”.`;
    case 'unopened_tag':
      return `A marcação que termina em ${quote(p.context)} não foi aberta com “{”.`;
    case 'duplicate_open_tag':
      return `Há uma chave “{” a mais em ${quote(p.context)}.`;
    case 'duplicate_close_tag':
      return `Há uma chave “}” a mais em ${quote(p.context)}.`;
    case 'unclosed_loop':
      return `O bloco {#${p.xtag ?? ''}} não foi fechado: falta {/${p.xtag ?? ''}}.`;
    case 'unopened_loop':
      return `O fechamento {/${p.xtag ?? ''}} não tem a abertura {#${p.xtag ?? ''}}.`;
    case 'closing_tag_does_not_match_opening_tag':
      return `O bloco {#${p.openingtag ?? ''}} foi fechado com {/${p.closingtag ?? ''}}: use {/${p.openingtag ?? ''}}.`;
    case 'unbalanced_loop_tags':
    case 'loop_position_invalid':
      return 'Um bloco {#campo}…{/campo} começa e termina em lugares diferentes (por exemplo, dentro e fora de uma tabela).';
    default:
      return `Há uma marcação inválida${p.context || p.xtag ? ` perto de ${quote(p.context ?? p.xtag)}` : ''}.`;
  }
}

/** The pt-BR message for a template docxtemplater could not compile, or null for an error of another kind. */
export function templateErrorMessage(error: unknown): string | null {
  const properties = (error as { properties?: TemplateErrorProperties } | null)?.properties;
  if (!properties?.id) return null;
  const each = properties.id === 'multi_error' ? (properties.errors ?? []).map((e) => e.properties ?? {}) : [properties];
  const messages = [...new Set(each.map(oneMessage))];
  const shown = messages.slice(0, 3).join(' ');
  const more = messages.length > 3 ? ` E mais ${messages.length - 3} erro(s).` : '';
  return `O modelo tem marcações com erro. ${shown}${more} Corrija no Word e envie de novo.`;
}
