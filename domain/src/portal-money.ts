/**
 * Portal do cliente, "Sua conta": the client's prestação de contas (finance-statement.ts, the same computation the
 * office's Financeiro prints for this client; EAOAB art. 25-A gives the client the right to it) and the client's
 * charges, open ones with their PIX. Read-only: the client pays by PIX at their bank, and the office registers it.
 */
import type { ChargeStatus } from './charges';
import type { ClientStatement } from './finance-statement';
import { z } from './schema';

export const portalMoneyInput = z.object({}).strict();

/** One charge as its client reads it: the PIX only while something is open on it. */
export interface PortalCharge {
  id: string;
  status: ChargeStatus;
  dueDate: string;
  total: number;
  paidAmount: number;
  openAmount: number;
  items: { description: string; dueDate: string; amount: number; lawsuitLabel: string | null }[];
  payments: { date: string; amount: number }[];
  /** The "Pix copia e cola" and its QR code (an SVG path of `size` modules); null once paid. */
  pix: { brCode: string; qr: { size: number; path: string } } | null;
}

/** `portal-money`: for each client the account follows, its statement up to today and its charges. */
export interface PortalMoney {
  clients: { id: string; name: string; statement: ClientStatement; charges: PortalCharge[] }[];
}

/** Charges the portal lists per client, newest due first (years of monthly charges). */
export const PORTAL_CHARGES_LIMIT = 100;
