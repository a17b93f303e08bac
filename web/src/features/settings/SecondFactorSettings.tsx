import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate } from '@office/domain/dates';
import type { StaffMember } from '@office/domain';
import { pagePath } from '@office/domain/addresses';
import { secondFactorQueries, useResetSecondFactor, useSetSecondFactorRequired } from '../../api/second-factor';
import { staffQueries } from '../../api/staff';
import { useDialog } from '../../components/ui/dialog';
import { Badge, Button } from '../../components/ui/primitives';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/toast';
import { messageOf } from '../../lib/error-message';
import { useSession } from '../../lib/session-context';

const LINK = 'font-medium text-brand-700 hover:underline dark:text-brand-300';

/**
 * Configurações → Equipe e acessos, for administrators: whether the office requires the second factor of
 * everyone, who has it on, and "Redefinir" for a colleague who lost the phone and the recovery codes.
 */
export function SecondFactorSettings() {
  const { me } = useSession();
  const team = useQuery(secondFactorQueries.team());
  const staff = useQuery(staffQueries.list({ limit: 100 }));
  const setRequired = useSetSecondFactorRequired();
  const reset = useResetSecondFactor();
  const dialog = useDialog();
  const toast = useToast();
  const ownOn = me?.secondFactor.enabled === true;

  async function toggleRequired(required: boolean) {
    if (!team.data) return;
    const confirmed = await dialog.confirm({
      title: required ? 'Exigir a verificação em duas etapas?' : 'Deixar de exigir?',
      message: required
        ? 'Quem ainda não a ativou será levado a ativá-la no próximo acesso, antes de qualquer outra tela. Ninguém poderá desativá-la enquanto for exigida.'
        : 'Cada pessoa poderá desativar a própria verificação em duas etapas no perfil.',
      confirmLabel: required ? 'Exigir de toda a equipe' : 'Deixar de exigir',
      tone: required ? 'default' : 'danger',
    });
    if (!confirmed) return;
    try {
      await setRequired.mutateAsync({ required, expectedVersion: team.data.version });
      toast.show({
        severity: 'success',
        summary: required ? 'Verificação em duas etapas exigida de toda a equipe' : 'Verificação em duas etapas não é mais exigida',
      });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível alterar', detail: messageOf(failure) });
      void team.refetch();
    }
  }

  async function resetOf(member: StaffMember) {
    const confirmed = await dialog.confirm({
      title: `Redefinir a verificação de ${member.name}?`,
      message:
        'O aplicativo autenticador e os códigos de recuperação desta pessoa deixam de valer agora, e as sessões abertas com eles terminam. Ela entra só com a senha e ativa a verificação de novo no perfil (ou logo ao entrar, se o escritório a exige). Faça isso só depois de confirmar que é mesmo ela quem pede.',
      confirmLabel: 'Redefinir verificação',
      tone: 'danger',
    });
    if (!confirmed) return;
    try {
      await reset.mutateAsync({ uid: member.uid });
      toast.show({ severity: 'success', summary: 'Verificação em duas etapas redefinida', detail: member.name });
    } catch (failure) {
      toast.show({ severity: 'error', summary: 'Não foi possível redefinir', detail: messageOf(failure) });
    }
  }

  const people = (staff.data?.items ?? []).filter((m) => !m.disabled);
  return (
    <section aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="mb-3 text-lg font-semibold">
        Verificação em duas etapas
      </h2>
      {(team.isPending || staff.isPending) && <Spinner />}
      {team.isError && <p role="alert">{messageOf(team.error)}</p>}
      {team.data && (
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-4 py-4 dark:border-slate-800">
            <div className="min-w-48 flex-1">
              <p className="font-medium">
                Exigir verificação em duas etapas {team.data.required ? <Badge tone="green">exigida</Badge> : <Badge>opcional</Badge>}
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {team.data.required
                  ? 'Todos entram com a senha e o código do aplicativo autenticador; quem não a ativou é levado a ativá-la antes de qualquer outra tela.'
                  : 'Cada pessoa decide no próprio perfil. Exigida, todos passam a entrar com a senha e o código do aplicativo autenticador.'}
              </p>
              {!team.data.required && !ownOn && (
                <p className="mt-1 text-sm text-amber-800 dark:text-amber-200">
                  Para exigi-la de todos, ative antes a sua em{' '}
                  <Link to={pagePath('profile')} className={LINK}>
                    Meu perfil
                  </Link>
                  .
                </p>
              )}
            </div>
            <Button
              variant={team.data.required ? 'secondary' : 'primary'}
              icon="shield"
              disabled={setRequired.isPending || (!team.data.required && !ownOn)}
              onClick={() => void toggleRequired(!team.data.required)}
            >
              {team.data.required ? 'Deixar de exigir' : 'Exigir de toda a equipe'}
            </Button>
          </div>
          <ul aria-label="Verificação em duas etapas por pessoa" className="divide-y divide-slate-100 dark:divide-slate-800">
            {people.map((m) => {
              const since = team.data.enabled[m.uid];
              return (
                <li key={m.uid} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <div className="min-w-48 flex-1">
                    <p className="font-medium">{m.name}</p>
                    <p className="text-xs break-all text-slate-500 dark:text-slate-400">{m.email}</p>
                  </div>
                  {since ? (
                    <Badge tone="green">Ativada desde {formatDate(since)}</Badge>
                  ) : (
                    <Badge tone={team.data.required ? 'amber' : 'slate'}>Não ativada</Badge>
                  )}
                  {since && (
                    <Button variant="ghost" aria-label={`Redefinir a verificação em duas etapas de ${m.name}`} onClick={() => void resetOf(m)}>
                      Redefinir
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
