import { useSession } from '../../lib/session-context';
import { PageHeader } from '../../components/ui/primitives';
import { RemovalRequests } from './RemovalRequests';
import { StaffAccess } from './StaffAccess';

/** Configurações: LGPD removal requests for everyone with the label; team and access for administrators. */
export function SettingsPage() {
  const { me } = useSession();
  return (
    <>
      <PageHeader title="Configurações" description="Equipe, acessos e pedidos de titulares de dados." />
      <div className="flex flex-col gap-8">
        {me?.admin && <StaffAccess />}
        <RemovalRequests />
      </div>
    </>
  );
}
