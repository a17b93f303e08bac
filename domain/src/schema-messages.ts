import type { z } from 'zod';

/**
 * The office's own pt-BR messages for every zod rule a schema does not word itself. Zod's bundled "pt"
 * locale is European Portuguese and technical ("Demasiado pequeno: esperava que o texto tivesse >= 1
 * caracteres"); these say what to do, as a form field would.
 */
const count = (n: number | bigint) => Number(n).toLocaleString('pt-BR');

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'sim ou não',
  array: 'uma lista',
  object: 'os dados do formulário',
  date: 'uma data',
};

const FORMATS: Record<string, string> = {
  email: 'Informe um e-mail válido',
  url: 'Informe um endereço (URL) válido',
  date: 'Data inválida',
  datetime: 'Data e hora inválidas',
  time: 'Horário inválido',
  uuid: 'Identificador inválido',
};

type Issue = z.core.$ZodRawIssue;

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  switch (issue.origin) {
    case 'string':
      return Number(min) <= 1 ? 'Preencha este campo' : `Use pelo menos ${count(min)} caracteres`;
    case 'array':
    case 'set':
      return Number(min) <= 1 ? 'Informe ao menos um item' : `Informe ao menos ${count(min)} itens`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? `Informe um valor maior que ${count(min)}` : `Informe um valor a partir de ${count(min)}`;
    default:
      return 'Valor pequeno demais';
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  switch (issue.origin) {
    case 'string':
      return `Use no máximo ${count(max)} caracteres`;
    case 'array':
    case 'set':
      return `Informe no máximo ${count(max)} itens`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? `Informe um valor menor que ${count(max)}` : `Informe um valor até ${count(max)}`;
    default:
      return 'Valor grande demais';
  }
}

export function ptBrMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Preencha este campo';
      return `Informe ${TYPE_NAMES[issue.expected] ?? 'um valor válido'}`;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Formato inválido';
    case 'not_multiple_of':
      return `Informe um múltiplo de ${count(issue.divisor)}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1 ? `Campo não permitido: ${issue.keys[0]}` : `Campos não permitidos: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return 'Escolha uma das opções da lista';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
    default:
      return 'Valor inválido';
  }
}
