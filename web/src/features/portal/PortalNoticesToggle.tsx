import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '@office/domain/dates';
import { portalCaseQueries, useSetPortalNotices } from '../../api/portal-cases';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';

/**
 * "Receber avisos por e-mail": the client's consent to e-mail notices, asked here and never presumed (off until
 * given), dated, and withdrawn as easily (Lei 13.709/2018 art. 8, §5).
 */
export function PortalNoticesToggle() {
  const notices = useQuery(portalCaseQueries.notices());
  const change = useSetPortalNotices();
  const toast = useToast();
  const { me } = useSession();
  const n = notices.data;
  // The choice shows at once; the stored one comes back with the answer (a refusal puts the old one back).
  const [choice, setChoice] = useState<boolean | null>(null);
  const shown = choice ?? n?.emailNotices ?? false;

  const toggle = async (emailNotices: boolean) => {
    if (!n) return;
    setChoice(emailNotices);
    try {
      await change.mutateAsync({ emailNotices, expectedVersion: n.version });
      toast.show({ severity: 'success', summary: emailNotices ? 'Avisos por e-mail ligados' : 'Avisos por e-mail desligados' });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível alterar os avisos', detail: messageOf(failure), life: 10000 });
    } finally {
      setChoice(null);
    }
  };

  return (
    <section aria-labelledby="avisos-email" className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm dark:bg-slate-900">
      <h2 id="avisos-email" className="text-lg font-semibold">
        Avisos por e-mail
      </h2>
      <div className="flex items-start gap-3">
        <input
          id="portal-avisos-email"
          type="checkbox"
          className="mt-1 size-4"
          checked={shown}
          disabled={!n || change.isPending}
          aria-describedby="portal-avisos-email-hint"
          onChange={(e) => void toggle(e.target.checked)}
        />
        <div>
          <label htmlFor="portal-avisos-email" className="font-medium">
            Receber avisos por e-mail
          </label>
          <p id="portal-avisos-email-hint" className="text-sm text-slate-600 dark:text-slate-400">
            Quando o escritório publicar uma atualização de um processo seu, enviamos um e-mail{me?.email ? ` para ${me.email}` : ''}. Você pode desligar quando
            quiser.
          </p>
        </div>
      </div>
      {n?.changedAt && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {n.emailNotices ? 'Ligado' : 'Desligado'} por você em {formatDateTime(n.changedAt)}.
        </p>
      )}
      {notices.isError && <p className="text-sm text-slate-600 dark:text-slate-400">{messageOf(notices.error)}</p>}
    </section>
  );
}
