import { isFailing, type ReadHealth } from '@office/domain/capture';
import { formatDateTime } from '@office/domain/dates';
import { djenTermKey, TERM_KIND_LABELS, type MonitoredTerm, type TermOwner } from '@office/domain/integrations';

/** One term's identity: its kind and normalized value (djenTermKey), as the capture and the stored intimações name it. */
export const termIdentity = (t: Pick<MonitoredTerm, 'kind' | 'value'>) => djenTermKey(t.kind, t.value);

/** "Nome de parte: Construtora Alfa Ltda." */
export function termLabel(t: Pick<MonitoredTerm, 'kind' | 'value'>): string {
  return `${TERM_KIND_LABELS[t.kind]}: ${t.value}`;
}

/** "Responsável: Juliana Ferreira", or the office's when nobody in particular. */
export function ownerText(ownerId: string | null | undefined, owners: readonly TermOwner[]): string {
  if (!ownerId) return 'Responsável: o escritório (ninguém em particular)';
  return `Responsável: ${owners.find((o) => o.uid === ownerId)?.name ?? 'pessoa que não está mais na equipe'}`;
}

/** One inscription's or term's last read, as its status line says it. */
export function healthText(h: ReadHealth | undefined): { text: string; failing: boolean } {
  if (h && isFailing(h) && h.lastFailedAt) {
    const since = h.lastReadAt ? ` (última leitura completa em ${formatDateTime(h.lastReadAt)})` : ' (nunca lido por completo)';
    return { text: `Falhou em ${formatDateTime(h.lastFailedAt)}: ${h.lastError ?? 'erro desconhecido'}${since}`, failing: true };
  }
  if (h?.lastReadAt) return { text: `Lido em ${formatDateTime(h.lastReadAt)}`, failing: false };
  return { text: 'Ainda não consultado no DJEN', failing: false };
}
