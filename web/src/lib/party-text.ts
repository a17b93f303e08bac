import { formatCnpj, formatCpf, isValidCnpj, isValidCpf, stripDocument } from '@office/domain/documents';

/** A party's stored CPF (11) or CNPJ (14) with its mask; anything else as stored. */
export function formatPartyDocument(document: string): string {
  const bare = stripDocument(document);
  return bare.length === 11 ? formatCpf(bare) : bare.length === 14 ? formatCnpj(bare) : document;
}

/** "CPF 123.456.789-09" / "CNPJ 12.345.678/0001-95". */
export function labelledPartyDocument(document: string): string {
  const bare = stripDocument(document);
  return `${bare.length === 11 ? 'CPF' : 'CNPJ'} ${formatPartyDocument(bare)}`;
}

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
