/**
 * Financeiro's names and derived values without the schemas (no zod): the list, the dashboard and the detail
 * page show statuses and labels without loading the validation code. The schemas are in ./finance.
 */
import { officeDate } from './dates';

export const TRANSACTION_TYPES = ['receita', 'despesa'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Each kind belongs to one type; the form offers the kinds of the chosen type. */
export const TRANSACTION_KINDS = {
  'honorarios-fixos': { type: 'receita', label: 'Honorários contratuais fixos' },
  'honorarios-mensais': { type: 'receita', label: 'Honorários contratuais mensais' },
  'honorarios-exito': { type: 'receita', label: 'Honorários de êxito' },
  'honorarios-sucumbencia': { type: 'receita', label: 'Honorários sucumbenciais' },
  'adiantamento-cliente': { type: 'receita', label: 'Adiantamento de despesas pelo cliente' },
  reembolso: { type: 'receita', label: 'Reembolso ao escritório' },
  'valor-cliente': { type: 'receita', label: 'Valor recebido em nome do cliente' },
  custas: { type: 'despesa', label: 'Custas e despesas processuais' },
  'despesa-escritorio': { type: 'despesa', label: 'Despesas do escritório' },
  repasse: { type: 'despesa', label: 'Repasse ao cliente' },
} as const satisfies Record<string, { type: TransactionType; label: string }>;
export type TransactionKind = keyof typeof TRANSACTION_KINDS;
export const TRANSACTION_KIND_IDS = Object.keys(TRANSACTION_KINDS) as [TransactionKind, ...TransactionKind[]];

/**
 * The plan of accounts the office starts with, two levels ("Grupo › Conta"). The office edits its own in
 * Configurações (`settings/categoryPlan`, a CategoryPlan); a lançamento names one active account of its
 * type's groups, and the cash flow's breakdown groups by them.
 */
export const CATEGORY_PLAN = {
  receita: {
    Honorários: ['Contratuais', 'Êxito', 'Sucumbência', 'Consultoria e pareceres'],
    'Valores de clientes': ['Adiantamentos de despesas', 'Reembolsos', 'Alvarás e acordos'],
    'Outras receitas': ['Rendimentos financeiros', 'Outras'],
  },
  despesa: {
    Processuais: ['Custas judiciais', 'Diligências e cópias', 'Perícias e honorários periciais'],
    Pessoal: ['Salários e encargos', 'Estagiários', 'Pró-labore'],
    Estrutura: ['Aluguel e condomínio', 'Energia, água e internet', 'Tecnologia e sistemas', 'Material de escritório'],
    'Tributos e taxas': ['Impostos', 'Anuidade OAB'],
    'Valores de clientes': ['Repasses a clientes'],
    'Outras despesas': ['Outras'],
  },
} as const satisfies Record<TransactionType, Record<string, readonly string[]>>;

export const CATEGORY_SEPARATOR = ' › ';

/** An account of the plan; an inactive one stays on the lançamentos that use it but is not offered for new ones. */
export interface CategoryAccount {
  name: string;
  active: boolean;
}
export interface CategoryGroup {
  name: string;
  accounts: CategoryAccount[];
}
export type CategoryPlan = Record<TransactionType, CategoryGroup[]>;

/** The plan before the office edits it. */
export const DEFAULT_CATEGORY_PLAN: CategoryPlan = {
  receita: Object.entries(CATEGORY_PLAN.receita).map(([name, accounts]) => ({ name, accounts: accounts.map((a) => ({ name: a, active: true })) })),
  despesa: Object.entries(CATEGORY_PLAN.despesa).map(([name, accounts]) => ({ name, accounts: accounts.map((a) => ({ name: a, active: true })) })),
};

/** "Grupo › Conta", the value a lançamento stores. */
export const categoryName = (group: string, account: string): string => `${group}${CATEGORY_SEPARATOR}${account}`;

/** Whether a text has the form of a category: "Grupo › Conta", both parts without surrounding spaces, ≤ 130 characters. */
export function isCategoryName(v: string): boolean {
  const parts = v.split(CATEGORY_SEPARATOR);
  return v.length <= 130 && parts.length === 2 && parts.every((part) => part.length > 0 && part.trim() === part);
}

/** A category of a type as the rollups and the usage counts key it: "receita:Grupo › Conta". */
export const categoryKey = (type: TransactionType, category: string): string => `${type}:${category}`;

/** The type and category of a categoryKey. */
export function parseCategoryKey(key: string): { type: TransactionType; category: string } {
  const at = key.indexOf(':');
  return { type: key.slice(0, at) as TransactionType, category: key.slice(at + 1) };
}

/** The plan's categories of a type: the active ones, or all with `withInactive`. */
export function planCategories(plan: CategoryPlan, type: TransactionType, withInactive = false): string[] {
  return plan[type].flatMap((g) => g.accounts.filter((a) => withInactive || a.active).map((a) => categoryName(g.name, a.name)));
}

/** The account a kind usually goes to, which the form picks when the kind changes. */
export const DEFAULT_CATEGORY: Record<TransactionKind, string> = {
  'honorarios-fixos': 'Honorários › Contratuais',
  'honorarios-mensais': 'Honorários › Contratuais',
  'honorarios-exito': 'Honorários › Êxito',
  'honorarios-sucumbencia': 'Honorários › Sucumbência',
  'adiantamento-cliente': 'Valores de clientes › Adiantamentos de despesas',
  reembolso: 'Valores de clientes › Reembolsos',
  'valor-cliente': 'Valores de clientes › Alvarás e acordos',
  custas: 'Processuais › Custas judiciais',
  'despesa-escritorio': 'Estrutura › Aluguel e condomínio',
  repasse: 'Valores de clientes › Repasses a clientes',
};

/** The cash flow: 12 months realised, then 3 projected. */
export const CASH_FLOW_REALISED_MONTHS = 12;
export const CASH_FLOW_PROJECTED_MONTHS = 3;
/** Longest period the breakdown by category covers: ten years of month records. */
export const MAX_BREAKDOWN_MONTHS = 120;

/**
 * How a lançamento was paid. "compensacao": a fee the office kept from money it received on the client's
 * behalf (an alvará, an acordo), which the contract must allow expressly: no money moves, so it names no
 * account and counts in neither the cash flow nor a balance; the statement shows the fee as deducted.
 */
export const PAYMENT_METHODS = ['pix', 'boleto', 'ted', 'cartao', 'dinheiro', 'compensacao'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: 'PIX',
  boleto: 'Boleto',
  ted: 'TED',
  cartao: 'Cartão',
  dinheiro: 'Dinheiro',
  compensacao: 'Descontado de valor do cliente',
};
/** Kinds a compensação may settle: the contractual fees, kept from what the office holds for the client. */
export const COMPENSABLE_KINDS: readonly TransactionKind[] = ['honorarios-fixos', 'honorarios-mensais', 'honorarios-exito'];

export const ACCOUNT_TYPES = ['corrente', 'poupanca', 'caixa', 'cartao'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  corrente: 'Conta corrente',
  poupanca: 'Poupança',
  caixa: 'Caixa (dinheiro)',
  cartao: 'Cartão de crédito',
};

/** What the store keeps of a lançamento's payments: the status is derived from it and the due date. */
export const SETTLEMENTS = ['aberto', 'parcial', 'pago', 'cancelado'] as const;
export type Settlement = (typeof SETTLEMENTS)[number];

/** What a person sees and filters by. "vencido": past its due date with nothing paid. */
export const TRANSACTION_STATUSES = ['pendente', 'vencido', 'parcial', 'pago', 'cancelado'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  pendente: 'Pendente',
  vencido: 'Vencido',
  parcial: 'Parcialmente pago',
  pago: 'Pago',
  cancelado: 'Cancelado',
};

/** The status a person sees, from what was paid and the office's date today. */
export function transactionStatus(t: { settlement: Settlement; dueDate: string }, today: string = officeDate()): TransactionStatus {
  switch (t.settlement) {
    case 'cancelado':
      return 'cancelado';
    case 'pago':
      return 'pago';
    case 'parcial':
      return 'parcial';
    default:
      return t.dueDate < today ? 'vencido' : 'pendente';
  }
}

/** paidAmount, openAmount and settlement after the payments not reversed add up to `paid`. */
export function settle(amount: number, paid: number, cancelled: boolean): { paidAmount: number; openAmount: number; settlement: Settlement } {
  if (cancelled) return { paidAmount: paid, openAmount: 0, settlement: 'cancelado' };
  if (paid >= amount) return { paidAmount: paid, openAmount: 0, settlement: 'pago' };
  return { paidAmount: paid, openAmount: amount - paid, settlement: paid > 0 ? 'parcial' : 'aberto' };
}

/** Sums for the list's filter (aggregations): what is left to receive and pay, what was, and what is past due. */
export interface FinanceTotals {
  toReceive: number;
  received: number;
  toPay: number;
  paid: number;
  overdueReceivable: number;
  overduePayable: number;
}
