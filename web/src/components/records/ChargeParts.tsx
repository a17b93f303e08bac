/** A charge's status and PIX, drawn the same on the office's Cobranças and on the client's portal. */
import { useState } from 'react';
import { CHARGE_STATUS_LABELS, type ChargeStatus } from '@office/domain/charges';
import { Badge, Button } from '../ui/primitives';

const STATUS_TONE: Record<ChargeStatus, 'slate' | 'green' | 'amber' | 'red' | 'blue'> = {
  aberta: 'blue',
  vencida: 'red',
  parcial: 'amber',
  paga: 'green',
  cancelada: 'slate',
};

export function ChargeStatusBadge({ status }: { status: ChargeStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{CHARGE_STATUS_LABELS[status]}</Badge>;
}

/** The BR Code's QR code from the server's path of dark modules, with its quiet zone, dark on white in any theme. */
export function PixQrCode({ qr, amount }: { qr: { size: number; path: string }; amount: string }) {
  const side = qr.size + 8;
  return (
    <svg
      role="img"
      aria-label={`QR code PIX de ${amount}`}
      viewBox={`-4 -4 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="size-52 shrink-0 rounded-lg bg-white"
    >
      <rect x={-4} y={-4} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** The "Pix copia e cola" text, selectable, and a button that copies it. */
/** `id` tells apart the fields of several charges on one page. */
export function CopyAndPaste({ code, id = 'pix-copia-e-cola' }: { code: string; id?: string }) {
  const [copied, setCopied] = useState<'sim' | 'erro' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied('sim');
    } catch {
      setCopied('erro');
    }
  };
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Pix copia e cola
      </label>
      <textarea
        id={id}
        readOnly
        rows={4}
        value={code}
        className="w-full break-all rounded-lg border border-slate-300 bg-slate-50 p-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-900"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="flex items-center gap-3">
        <Button variant="secondary" icon="clipboard" onClick={() => void copy()}>
          Copiar código
        </Button>
        <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {copied === 'sim' ? 'Código copiado.' : copied === 'erro' ? 'Não foi possível copiar: selecione o texto e copie.' : ''}
        </span>
      </div>
    </div>
  );
}
