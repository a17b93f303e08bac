/**
 * Modelos de documentos: DOCX files with merge fields (`{cliente.nome}`) that administrators upload under
 * Configurações and anyone who edits a client or a lawsuit fills from its page ("Gerar documento"). This is the
 * catalogue of the fields (what the editor's help lists and what an upload is checked against), the stored record
 * and the callables' inputs.
 */
import { FILE_CATEGORIES, type FileCategory, type FileEntry } from './file-records';
import { expectedVersion, recordId } from './lists';
import { lineText, optionalLineText, z } from './schema';

export const MERGE_FIELD_GROUPS = {
  escritorio: 'Escritório',
  cliente: 'Cliente',
  processo: 'Processo',
  objeto: 'Objeto',
  advogado: 'Advogado(a) responsável',
  honorarios: 'Honorários',
  data: 'Data',
} as const;
export type MergeFieldGroup = keyof typeof MERGE_FIELD_GROUPS;

interface MergeFieldSpec {
  /** What is typed between braces in the document: `{cliente.nome}`. */
  key: string;
  group: MergeFieldGroup;
  /** Its name in the help and in "Campos sem dado". */
  label: string;
  /** What it becomes, for the help panel. */
  example: string;
}

/** Every merge field, in the help's order. */
export const MERGE_FIELDS = [
  { key: 'escritorio.nome', group: 'escritorio', label: 'Nome do escritório', example: 'Barbosa & Moreira Advogados Associados' },
  { key: 'escritorio.cnpj', group: 'escritorio', label: 'CNPJ do escritório', example: '30.074.116/0001-36' },
  { key: 'escritorio.oab', group: 'escritorio', label: 'Registro da sociedade na OAB', example: 'OAB/SP 24.518' },
  {
    key: 'escritorio.endereco',
    group: 'escritorio',
    label: 'Endereço do escritório',
    example: 'Avenida Paulista, nº 1578, Conjunto 82, Bela Vista, São Paulo/SP, CEP 01310-100',
  },
  { key: 'escritorio.telefone', group: 'escritorio', label: 'Telefone do escritório', example: '(11) 3214-5678' },
  { key: 'escritorio.email', group: 'escritorio', label: 'E-mail do escritório', example: 'contato@escritorio.com.br' },
  { key: 'escritorio.cidade', group: 'escritorio', label: 'Cidade do escritório', example: 'São Paulo' },
  { key: 'cliente.nome', group: 'cliente', label: 'Nome ou razão social', example: 'Marina Teixeira Duarte' },
  {
    key: 'cliente.qualificacao',
    group: 'cliente',
    label: 'Qualificação completa (depois do nome)',
    example:
      'brasileira, casada, engenheira, portadora do RG nº 12.345.678-9 SSP/SP, inscrita no CPF sob o nº 123.456.789-09, residente e domiciliada na Rua …',
  },
  { key: 'cliente.cpf_cnpj', group: 'cliente', label: 'CPF ou CNPJ', example: '123.456.789-09' },
  { key: 'cliente.rg', group: 'cliente', label: 'RG com órgão emissor', example: '12.345.678-9 SSP/SP' },
  { key: 'cliente.nacionalidade', group: 'cliente', label: 'Nacionalidade', example: 'brasileira' },
  { key: 'cliente.estado_civil', group: 'cliente', label: 'Estado civil', example: 'casada' },
  { key: 'cliente.profissao', group: 'cliente', label: 'Profissão', example: 'engenheira' },
  {
    key: 'cliente.endereco',
    group: 'cliente',
    label: 'Endereço do cliente',
    example: 'Rua XV de Novembro, nº 212, Apto 35, Centro, Curitiba/PR, CEP 80020-310',
  },
  { key: 'cliente.email', group: 'cliente', label: 'E-mail do cliente', example: 'marina@email.com.br' },
  { key: 'cliente.telefone', group: 'cliente', label: 'Telefone do cliente', example: '(11) 98765-4321' },
  { key: 'cliente.representante_legal', group: 'cliente', label: 'Representante legal (pessoa jurídica)', example: 'Carlos Mendes' },
  // Conditions, for a passage that only one kind of client reads: {#cliente.pessoa_juridica}…{/cliente.pessoa_juridica}.
  { key: 'cliente.pessoa_fisica', group: 'cliente', label: 'Pessoa física (para um trecho só dela, entre {#…} e {/…})', example: 'pessoa física' },
  { key: 'cliente.pessoa_juridica', group: 'cliente', label: 'Pessoa jurídica (para um trecho só dela, entre {#…} e {/…})', example: 'pessoa jurídica' },
  { key: 'processo.numero', group: 'processo', label: 'Número do processo (CNJ)', example: '1234567-89.2026.8.26.0100' },
  { key: 'processo.classe', group: 'processo', label: 'Classe processual', example: 'Procedimento Comum Cível' },
  { key: 'processo.assunto', group: 'processo', label: 'Assunto', example: 'Indenização por dano moral' },
  { key: 'processo.vara', group: 'processo', label: 'Juízo ou vara', example: '12ª Vara Cível' },
  { key: 'processo.comarca', group: 'processo', label: 'Comarca', example: 'São Paulo' },
  { key: 'processo.tribunal', group: 'processo', label: 'Tribunal', example: 'TJSP' },
  { key: 'processo.valor_causa', group: 'processo', label: 'Valor da causa', example: 'R$ 15.000,00' },
  { key: 'processo.valor_causa_extenso', group: 'processo', label: 'Valor da causa por extenso', example: 'quinze mil reais' },
  { key: 'processo.clientes', group: 'processo', label: 'Clientes com seus papéis', example: 'Marina Teixeira Duarte (autora)' },
  { key: 'processo.partes_contrarias', group: 'processo', label: 'Partes contrárias', example: 'Banco Exemplo S.A.' },
  { key: 'processo.polo_cliente', group: 'processo', label: 'Polo dos clientes', example: 'polo ativo' },
  {
    key: 'objeto.descricao',
    group: 'objeto',
    label: 'Objeto: o assunto digitado ao gerar no cliente, ou o assunto do processo',
    example: 'Ação de indenização por dano moral contra Banco Exemplo S.A.',
  },
  { key: 'advogado.nome', group: 'advogado', label: 'Nome do(a) advogado(a) responsável', example: 'Helena Barbosa' },
  { key: 'advogado.oab', group: 'advogado', label: 'Inscrições na OAB', example: 'OAB/SP 245.180 e OAB/RJ 98.765' },
  { key: 'advogado.email', group: 'advogado', label: 'E-mail do(a) advogado(a)', example: 'helena@escritorio.com.br' },
  {
    key: 'advogados.todos',
    group: 'advogado',
    label: 'Todos os advogados responsáveis, com OAB',
    example: 'Helena Barbosa, OAB/SP 245.180; Rafael Moreira, OAB/SP 312.447',
  },
  { key: 'honorarios.valor', group: 'honorarios', label: 'Valor dos honorários', example: 'R$ 1.500,50' },
  { key: 'honorarios.valor_extenso', group: 'honorarios', label: 'Valor dos honorários por extenso', example: 'mil e quinhentos reais e cinquenta centavos' },
  { key: 'honorarios.parcelas', group: 'honorarios', label: 'Número de parcelas', example: '3 (três)' },
  { key: 'honorarios.percentual_exito', group: 'honorarios', label: 'Percentual de êxito', example: '20% (vinte por cento)' },
  {
    key: 'honorarios.clausulas',
    group: 'honorarios',
    label: 'Cláusulas do contrato de honorários vigente, por extenso (vazio sem contrato)',
    example: '1. Honorários contratuais: R$ 9.000,00 (nove mil reais), em três parcelas mensais, a primeira com vencimento em 10/01/2027.',
  },
  { key: 'data.hoje', group: 'data', label: 'Data de hoje', example: '28/11/2026' },
  { key: 'data.extenso', group: 'data', label: 'Data de hoje por extenso', example: '28 de novembro de 2026' },
  { key: 'data.local_e_data', group: 'data', label: 'Local e data', example: 'São Paulo, 28 de novembro de 2026' },
] as const satisfies readonly MergeFieldSpec[];

export type MergeFieldKey = (typeof MERGE_FIELDS)[number]['key'];
export type MergeField = (typeof MERGE_FIELDS)[number];

const BY_KEY = new Map<string, MergeField>(MERGE_FIELDS.map((f) => [f.key, f]));

export function isMergeFieldKey(key: string): key is MergeFieldKey {
  return BY_KEY.has(key);
}

export function mergeFieldLabel(key: MergeFieldKey): string {
  return BY_KEY.get(key)?.label ?? key;
}

/** Fields that take what the person types when generating (the fee inputs show only for templates that use them). */
export function usesFees(fields: readonly string[]): boolean {
  // The agreement's clauses come from the record, not from what is typed.
  return fields.some((f) => f.startsWith('honorarios.') && f !== 'honorarios.clausulas');
}

/** Where a template is used: from a client's page, or from a lawsuit's (which also offers the clients' ones). */
export const TEMPLATE_TARGETS = ['cliente', 'processo'] as const;
export type TemplateTarget = (typeof TEMPLATE_TARGETS)[number];
export const TEMPLATE_TARGET_LABELS = { cliente: 'Cliente', processo: 'Processo' } as const satisfies Record<TemplateTarget, string>;

/** A template's .docx, at most 2 MB (a contract with the office's letterhead is a few hundred KB). */
export const MAX_TEMPLATE_BYTES = 2 * 1024 * 1024;
export const MAX_TEMPLATES = 100;
export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** `documentTemplates/<id>`: the template's description; its bytes are in the file store at `storagePath`. */
export interface DocumentTemplateRecord {
  name: string;
  description: string | null;
  /** The category of the files generated from it. */
  category: FileCategory;
  appliesTo: TemplateTarget;
  /** The merge fields its text uses, in catalogue order. */
  fields: MergeFieldKey[];
  /** The name of the uploaded file (for a download to re-edit it). */
  fileName: string;
  size: number;
  storagePath: string;
  createdBy: string;
  updatedBy: string;
}

/**
 * The log's words for a template's fields, beside the court closures' in Configurações (whose `name` is their
 * "descrição": a template's name is logged as `templateName`, its file's name, size and path as one `file`).
 */
export const TEMPLATE_FIELD_LABELS = {
  templateName: 'nome do modelo',
  description: 'descrição',
  category: 'categoria',
  appliesTo: 'usar em',
  fields: 'campos',
  file: 'arquivo',
} as const;

/** A template's changed record fields as its audit entry names them (see TEMPLATE_FIELD_LABELS). */
export function templateAuditFields(changed: readonly string[]): string[] {
  const named = changed.map((f) => (f === 'name' ? 'templateName' : ['fileName', 'size', 'storagePath'].includes(f) ? 'file' : f));
  return [...new Set(named)];
}

/**
 * What is wrong with the merge fields a template's text uses, in pt-BR, or null: a field the catalogue does not
 * know ("{cliente.nomee}"), or, in a template for clients, a lawsuit's field outside a passage kept only when there
 * is a lawsuit (`unguarded`: `{processo.vara}` not within `{#processo.numero}…{/processo.numero}`). A client's page
 * has no lawsuit, so such a field would leave a gap in the text; within the passage it is filled from a lawsuit's
 * page and the passage left out from a client's (a `{^processo.numero}…{/processo.numero}` passage says it otherwise).
 */
export function templateFieldsProblem(tags: readonly string[], appliesTo: TemplateTarget, unguarded: readonly string[] = tags): string | null {
  const braces = (list: readonly string[]) => list.map((t) => `{${t}}`).join(', ');
  const unknown = [...new Set(tags.filter((t) => !isMergeFieldKey(t)))];
  if (unknown.length === 1) return `O modelo usa um campo que não existe: ${braces(unknown)}. Veja a lista de campos.`;
  if (unknown.length > 1) return `O modelo usa campos que não existem: ${braces(unknown)}. Veja a lista de campos.`;
  const lawsuitOnly = [...new Set(unguarded.filter((t) => t.startsWith('processo.')))];
  if (appliesTo === 'cliente' && lawsuitOnly.length > 0) {
    return (
      `Um modelo para clientes só usa campos de processo num trecho entre {#processo.numero} e {/processo.numero}, que some quando não há processo: ` +
      `${braces(lawsuitOnly)}. Escolha “Usar em: Processo” ou ponha esses campos num trecho assim.`
    );
  }
  return null;
}

/** The fields in catalogue order, each once. */
export function catalogueOrder(keys: Iterable<string>): MergeFieldKey[] {
  const wanted = new Set(keys);
  return MERGE_FIELDS.filter((f) => wanted.has(f.key)).map((f) => f.key);
}

export const templateValuesInput = z
  .object({
    name: lineText(120).min(3, 'Informe o nome do modelo'),
    description: optionalLineText(300),
    category: z.enum(FILE_CATEGORIES, 'Escolha uma categoria da lista'),
    appliesTo: z.enum(TEMPLATE_TARGETS, 'Escolha onde o modelo é usado'),
  })
  .strict();
export type TemplateValuesInput = z.input<typeof templateValuesInput>;

/** The .docx as sent by the browser: its name and its bytes in base64 (at most 2 MB once decoded). */
export const templateFileInput = z
  .object({
    name: lineText(200).refine((n) => /\.docx$/i.test(n), 'Envie um arquivo do Word em formato .docx'),
    dataBase64: z
      .string()
      .min(4, 'O arquivo está vazio')
      .max(Math.ceil((MAX_TEMPLATE_BYTES * 4) / 3) + 4, 'O modelo passa do limite de 2 MB')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'O arquivo não chegou inteiro; envie de novo'),
  })
  .strict();

export const templatesCreateInput = z.object({ template: templateValuesInput, file: templateFileInput }).strict();
/** Without `file`, the bytes stay; with it, the template's file is replaced (and checked again). */
export const templatesUpdateInput = z.object({ id: recordId, expectedVersion, template: templateValuesInput, file: templateFileInput.nullish() }).strict();
export const templatesDeleteInput = z.object({ id: recordId, expectedVersion }).strict();
export const templatesDownloadInput = z.object({ id: recordId }).strict();

/** What the person types when a template uses honorários: amount in centavos, installments, % on success. */
export const feesInput = z
  .object({
    amount: z
      .number('Valor inválido, ex.: R$ 1.500,00')
      .int('Valor em centavos')
      .min(0, 'O valor não pode ser negativo')
      .max(1e13, 'Valor alto demais')
      .nullish(),
    installments: z
      .number('Número de parcelas inválido')
      .int('Use um número inteiro de parcelas')
      .min(1, 'Ao menos 1 parcela')
      .max(120, 'No máximo 120 parcelas')
      .nullish(),
    successPercent: z
      .number('Percentual inválido, ex.: 20')
      .min(0, 'O percentual não pode ser negativo')
      .max(100, 'No máximo 100%')
      .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'Use no máximo duas casas decimais')
      .nullish(),
  })
  .strict();
export type FeesInput = z.output<typeof feesInput>;

/**
 * "Gerar documento": one template, for a lawsuit or a client. From a lawsuit's page `clientId` chooses which of its
 * clients the document is for (in a litisconsórcio each client signs their own procuração and contract; the first
 * when absent); from a client's page it is the client. `matter` is the area or subject the person types for a
 * document made before there is a lawsuit ("Ação de indenização contra o Banco X"), `{objeto.descricao}`.
 */
export const templatesGenerateInput = z
  .object({
    templateId: recordId,
    lawsuitId: recordId.nullish(),
    clientId: recordId.nullish(),
    matter: optionalLineText(300),
    fees: feesInput.nullish(),
  })
  .strict()
  .superRefine((g, ctx) => {
    if (!g.lawsuitId && !g.clientId) {
      ctx.addIssue({ code: 'custom', path: ['clientId'], message: 'Gere o documento a partir de um processo ou de um cliente.' });
    }
  });

export interface TemplateDownload {
  fileName: string;
  contentType: string;
  dataBase64: string;
}

/** A generated document: the file now in the record's Arquivos, and the fields the record had no data for. */
export interface GeneratedDocument {
  file: FileEntry;
  empty: { key: MergeFieldKey; label: string }[];
}
