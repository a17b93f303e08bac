import { Link } from 'react-router-dom';
import { can } from '@office/domain/policy';
import { pagePath } from '@office/domain/addresses';
import { Icon } from '../../components/ui/Icon';
import { useSession } from '../../lib/session-context';
import { buttonClass, PageHeader } from '../../components/ui/primitives';
import { RemovalRequests } from './RemovalRequests';
import { SecondFactorSettings } from './SecondFactorSettings';
import { StaffAccess } from './StaffAccess';

/**
 * Configurações: LGPD removal requests and the plan of accounts for everyone with the label; team, access,
 * the court calendar, the document and workflow templates and the audit log for administrators.
 */
export function SettingsPage() {
  const { me } = useSession();
  return (
    <>
      <PageHeader
        title="Configurações"
        description="Equipe, acessos, plano de contas e pedidos de titulares de dados."
        actions={
          <div className="flex flex-wrap gap-2">
            {can(me?.scopes, 'settings', 'read') && (
              <Link to={pagePath('categories')} className={buttonClass('secondary')}>
                <Icon name="wallet" className="size-4" /> Plano de contas
              </Link>
            )}
            {can(me?.scopes, 'settings', 'read') && (
              <Link to={pagePath('economicIndexes')} className={buttonClass('secondary')}>
                <Icon name="clipboard" className="size-4" /> Índices econômicos
              </Link>
            )}
            {me?.admin && (
              <>
                <Link to={pagePath('courtCalendar')} className={buttonClass('secondary')}>
                  <Icon name="calendar" className="size-4" /> Calendário forense
                </Link>
                <Link to={pagePath('templates')} className={buttonClass('secondary')}>
                  <Icon name="book" className="size-4" /> Modelos de documentos
                </Link>
                <Link to={pagePath('workflows')} className={buttonClass('secondary')}>
                  <Icon name="columns" className="size-4" /> Fluxos de trabalho
                </Link>
                <Link to={pagePath('audit')} className={buttonClass('secondary')}>
                  <Icon name="shield" className="size-4" /> Auditoria
                </Link>
                <Link to={pagePath('exports')} className={buttonClass('secondary')}>
                  <Icon name="download" className="size-4" /> Exportações
                </Link>
              </>
            )}
          </div>
        }
      />
      <div className="flex flex-col gap-8">
        {me?.admin && <StaffAccess />}
        {me?.admin && <SecondFactorSettings />}
        <RemovalRequests />
      </div>
    </>
  );
}
