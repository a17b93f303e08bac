import { categoryKey, categoryName, type CategoryGroup, type TransactionType } from '@office/domain/finance-labels';

/**
 * How many lançamentos use each account of a type's groups as the form holds them, by the names saved (the
 * server counts per "tipo:Grupo › Conta"). Only the first group and account of a name can be the saved one:
 * a row typed later with the same name is a duplicate (refused anyway), not the account in use.
 */
export function planUsage(groups: readonly CategoryGroup[], type: TransactionType, usage: Readonly<Record<string, number>>): number[][] {
  return groups.map((group, g) => {
    const savedGroup = groups.findIndex((other) => other.name === group.name) === g;
    return group.accounts.map((account, a) => {
      const savedAccount = savedGroup && group.accounts.findIndex((other) => other.name === account.name) === a;
      return savedAccount ? (usage[categoryKey(type, categoryName(group.name, account.name))] ?? 0) : 0;
    });
  });
}

/** "Nenhum lançamento", "1 lançamento", "1.234 lançamentos". */
export function usageLabel(count: number): string {
  if (count === 0) return 'Nenhum lançamento';
  return count === 1 ? '1 lançamento' : `${count.toLocaleString('pt-BR')} lançamentos`;
}
