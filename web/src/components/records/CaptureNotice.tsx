import type { ReactNode } from 'react';
import type { CaptureAlert } from '@office/domain/capture';
import { Icon } from '../ui/Icon';

/**
 * A court source the office cannot trust to be complete: "Não foi possível consultar o DJEN desde … — não
 * sabemos se há intimações novas", with the last failure's reason. Shown open, never folded, wherever a person
 * would otherwise read an empty list as "nothing new".
 */
export function CaptureNotice({ alert, children }: { alert: CaptureAlert; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/50 dark:text-red-100"
    >
      <Icon name="warn" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <p className="font-semibold">{alert.message}</p>
        {alert.reason && <p className="mt-1 break-words">Motivo da última falha: {alert.reason}</p>}
        {children && <div className="mt-1">{children}</div>}
      </div>
    </div>
  );
}
