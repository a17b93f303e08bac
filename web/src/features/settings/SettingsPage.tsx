import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import { useSession } from '../../lib/session-context';
import { PageHeader } from '../../components/ui/primitives';
import { RemovalRequests } from './RemovalRequests';
import { StaffAccess } from './StaffAccess';

/** Configurações: LGPD removal requests for everyone with the label; team, access and the audit log for administrators. */
export function SettingsPage() {
  const { me } = useSession();
  return (
    <>
      <PageHeader
        title="Configurações"
        description="Equipe, acessos e pedidos de titulares de dados."
        actions={
          me?.admin ? (
            <Link
              to="/settings/audit"
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              <Icon name="shield" className="size-4" /> Auditoria
            </Link>
          ) : undefined
        }
      />
      <div className="flex flex-col gap-8">
        {me?.admin && <StaffAccess />}
        <RemovalRequests />
      </div>
    </>
  );
}
