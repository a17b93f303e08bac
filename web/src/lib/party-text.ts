import { isValidCnpj, isValidCpf, stripDocument } from '@office/domain/documents';

/** The bare CPF/CNPJ when what was typed is a valid one (a half-typed number is not worth checking), else null. */
export function validDocument(typed: string | null | undefined): string | null {
  const bare = stripDocument(typed ?? '');
  return isValidCpf(bare) || isValidCnpj(bare) ? bare : null;
}

/**
 * A lawsuit's clients in a list's cell: the first one's name, "e outro(s)" in a litisconsórcio ("Maria Souza e
 * outro"). Lawsuits read before the list of clients existed have only the name.
 */
export function clientsLabel(l: { clientName: string; clients?: readonly unknown[] }): string {
  const others = (l.clients?.length ?? 1) - 1;
  return others <= 0 ? l.clientName : `${l.clientName} e ${others === 1 ? 'outro' : 'outros'}`;
}
