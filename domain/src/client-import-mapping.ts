/**
 * Importing clients from an office's own spreadsheet (issue 58): each column of the file is mapped to a column of
 * the clients' CSV layout (CLIENT_CSV_COLUMNS), guessed from the header's words; the browser then sends the rows
 * rewritten in that layout, and the server checks them as it checks any clients CSV. Pure rules only.
 */
import { CLIENT_CSV_COLUMNS } from './clients';
import { toCsv } from './csv';
import { headerKey } from './imports';

export type ClientColumn = (typeof CLIENT_CSV_COLUMNS)[number];

/** The words a person sees for each column of the layout, in the layout's order. */
export const CLIENT_COLUMN_LABELS: Record<ClientColumn, string> = {
  nome: 'Nome',
  tipo: 'Tipo (PF/PJ)',
  documento: 'CPF/CNPJ',
  email: 'E-mail',
  telefone: 'Telefone',
  whatsapp: 'WhatsApp (sim/não)',
  cep: 'CEP',
  logradouro: 'Endereço (logradouro)',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  uf: 'UF',
  situacao: 'Situação',
  etiquetas: 'Etiquetas',
  observacoes: 'Observações',
};

/** Header words (searchKey, punctuation as spaces) that name each column in the spreadsheets offices bring. */
const HEADER_WORDS: Record<ClientColumn, readonly string[]> = {
  nome: ['nome', 'nome completo', 'razao social', 'cliente', 'nome do cliente', 'nome razao social', 'nome ou razao social'],
  tipo: ['tipo', 'tipo de pessoa', 'pessoa', 'pf pj', 'natureza'],
  documento: ['documento', 'cpf', 'cnpj', 'cpf cnpj', 'cpf ou cnpj', 'cnpj cpf', 'doc'],
  email: ['email', 'e mail', 'emails', 'e mails', 'correio eletronico'],
  telefone: ['telefone', 'fone', 'celular', 'tel', 'telefones', 'contato', 'telefone celular'],
  whatsapp: ['whatsapp', 'whats', 'zap', 'tem whatsapp'],
  cep: ['cep'],
  logradouro: ['logradouro', 'endereco', 'rua', 'endereco logradouro', 'avenida'],
  numero: ['numero', 'n', 'no', 'nro', 'num'],
  complemento: ['complemento', 'compl', 'apto', 'sala'],
  bairro: ['bairro'],
  cidade: ['cidade', 'municipio'],
  uf: ['uf', 'estado'],
  situacao: ['situacao', 'status'],
  etiquetas: ['etiquetas', 'etiqueta', 'tags', 'categorias', 'grupo'],
  observacoes: ['observacoes', 'observacao', 'obs', 'notas', 'anotacoes'],
};

/** For each column of the file (by index), the layout column it goes to, or null (not imported). */
export type ClientImportMapping = (ClientColumn | null)[];

/**
 * A first mapping from the header's words: each file column to the layout column its header names, the first
 * file column winning when two name the same one. A file in the layout itself maps whole.
 */
export function guessClientMapping(header: readonly string[]): ClientImportMapping {
  const taken = new Set<ClientColumn>();
  return header.map((h) => {
    const key = headerKey(h);
    const column = CLIENT_CSV_COLUMNS.find((c) => !taken.has(c) && HEADER_WORDS[c].includes(key)) ?? null;
    if (column) taken.add(column);
    return column;
  });
}

/** Why the mapping cannot be sent yet, in pt-BR; null when it can. The server checks every row after this. */
export function clientMappingProblem(mapping: ClientImportMapping): string | null {
  const used = mapping.filter((c): c is ClientColumn => c !== null);
  if (!used.includes('nome')) return 'Escolha a coluna do nome do cliente.';
  if (!used.includes('documento')) return 'Escolha a coluna do CPF/CNPJ.';
  const twice = used.find((c, i) => used.indexOf(c) !== i);
  if (twice) return `A coluna "${CLIENT_COLUMN_LABELS[twice]}" foi escolhida mais de uma vez.`;
  return null;
}

/** The file's data rows rewritten in the clients' CSV layout (only the mapped columns, header first). */
export function mappedClientsCsv(rows: readonly (readonly string[])[], mapping: ClientImportMapping): string {
  const picked = mapping.flatMap((column, index) => (column ? [{ column, index }] : []));
  return toCsv([picked.map((p) => p.column), ...rows.map((row) => picked.map((p) => row[p.index] ?? ''))]);
}
