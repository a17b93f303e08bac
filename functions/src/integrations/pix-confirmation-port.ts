/**
 * The port a PSP's payment-confirmation webhook will come through (designed, not built: docs/product/charges.md).
 * A PSP (the bank or payment institution holding the office's PIX key) notifies each PIX received; an adapter per
 * PSP verifies the notification (mutual TLS or the PSP's signature, as its Pix API manual requires) and hands
 * the port what it says. The charge is found by the txid the static BR Code carried (Manual de Padrões para
 * Iniciação do Pix, ID 62-05), and the payment is then recorded by the same code path as charges-pay, so a
 * confirmed PIX becomes the same baixas a person would register. The endToEndId makes a repeated notification
 * (PSPs retry) record nothing twice.
 */

/** One PIX received, as an adapter reads it from its PSP's notification. */
export interface PixReceived {
  /** The PIX's end-to-end id (E + ISPB + date + sequence, 32 characters): unique per PIX in the SPI. */
  endToEndId: string;
  /** The txid of the charge's BR Code; "***" or absent when the payer used the key without the code. */
  txid: string | null;
  /** Centavos received. */
  amount: number;
  /** When the SPI settled it (ISO instant). */
  settledAt: string;
  /** The receiving key, to refuse a notification for a key that is not one of the office's accounts. */
  receiverKey: string;
  /** The payer as the PSP reports them (name and CPF/CNPJ), kept for the receipt; never used to find the charge. */
  payer: { name: string; document: string | null };
}

/** What recording one PIX came to. */
export type PixConfirmation =
  | { outcome: 'recorded'; chargeId: string; paymentId: string }
  /** This endToEndId was recorded before: a PSP's retry. */
  | { outcome: 'duplicate'; chargeId: string }
  /** No open charge has this txid (or none was sent): left for a person to reconcile by hand. */
  | { outcome: 'unmatched' }
  /** More than the charge has open: recorded up to what is open, the rest left for a person. */
  | { outcome: 'excess'; chargeId: string; paymentId: string; excess: number };

/** Implemented once, in the entities, over the charge and its lançamentos; the HTTP function of each PSP calls it. */
export interface PixConfirmationPort {
  confirm(received: PixReceived): Promise<PixConfirmation>;
}

/** A PSP's adapter: turns its webhook request into PixReceived after checking it came from the PSP. */
export interface PspWebhookAdapter {
  /** The PSP, as the office's settings would name it. */
  readonly psp: string;
  /** Each PIX the request notifies (a PSP may batch them), or a refusal when the request cannot be trusted. */
  read(request: { headers: Record<string, string | string[] | undefined>; body: unknown; clientCertificate: string | null }): Promise<PixReceived[]>;
}
