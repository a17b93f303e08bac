import { useQuery } from '@tanstack/react-query';
import { formatDateTime, type PendingRegistration } from '@office/domain';
import { staffQueries, useDeclineRegistration } from '../../api/staff';
import { useDialog } from '../../components/ui/dialog';
import { Button } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';

/**
 * People who registered themselves and wait on "Aguardando liberação de acesso": listed so an administrator
 * grants access (the same form as Adicionar pessoa, with the e-mail filled in) or declines it.
 * Nothing is shown while nobody waits.
 */
export function PendingRegistrations({ onGrant }: { onGrant: (person: PendingRegistration) => void }) {
  const query = useQuery(staffQueries.pending());
  const decline = useDeclineRegistration();
  const dialog = useDialog();
  const toast = useToast();
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;

  async function refuse(person: PendingRegistration) {
    const confirmed = await dialog.confirm({
      title: 'Recusar cadastro',
      message: `Recusar o cadastro de ${person.name || person.email}? A conta será desativada e não poderá entrar no sistema.`,
      confirmLabel: 'Recusar',
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await decline.mutateAsync(person.uid);
      toast.show({ severity: 'success', summary: 'Cadastro recusado', detail: person.email });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível recusar', detail: messageOf(failure) });
    }
  }

  return (
    <section aria-labelledby="pending-title" className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700/60 dark:bg-amber-950/30">
      <h2 id="pending-title" className="text-lg font-semibold">
        Cadastros aguardando liberação <span className="text-sm font-normal text-slate-600 dark:text-slate-300">({items.length})</span>
      </h2>
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">Estas pessoas se cadastraram e esperam que um administrador conceda acesso.</p>
      <ul className="divide-y divide-amber-200 dark:divide-amber-800/60">
        {items.map((p) => (
          <li key={p.uid} className="flex flex-wrap items-center gap-3 py-2">
            <div className="min-w-48 flex-1">
              <p className="font-medium">{p.name || 'Sem nome informado'}</p>
              <p className="text-xs text-slate-600 dark:text-slate-300">
                {p.email} · cadastrado em {formatDateTime(p.registeredAt)}
              </p>
              {p.sameNameAs && (
                <p className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
                  Mesmo nome de {p.sameNameAs}, que já está na equipe. Confira o e-mail antes de conceder acesso.
                </p>
              )}
            </div>
            <div className="flex gap-2">
              <Button onClick={() => onGrant(p)} aria-label={`Conceder acesso a ${p.email}`}>
                Conceder acesso
              </Button>
              <Button variant="ghost" onClick={() => void refuse(p)} aria-label={`Recusar cadastro de ${p.email}`}>
                Recusar
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
