import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import { useSession } from '../../lib/session-context';
import { buttonClass, PageHeader } from '../../components/ui/primitives';
import { RemovalRequests } from './RemovalRequests';
import { StaffAccess } from './StaffAccess';

/** Configurações: LGPD removal requests for everyone with the label; team, access, the court calendar and the audit log for administrators. */
export function SettingsPage() {
  const { me } = useSession();
  return (
    <>
      <PageHeader
        title="Configurações"
        description="Equipe, acessos e pedidos de titulares de dados."
        actions={
          me?.admin ? (
            <div className="flex flex-wrap gap-2">
              <Link to="/settings/calendar" className={buttonClass('secondary')}>
                <Icon name="calendar" className="size-4" /> Calendário forense
              </Link>
              <Link to="/settings/audit" className={buttonClass('secondary')}>
                <Icon name="shield" className="size-4" /> Auditoria
              </Link>
            </div>
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
