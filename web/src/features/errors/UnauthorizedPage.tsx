import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';

/** Where a section route sends someone without its read label. */
export function UnauthorizedPage() {
  const state = useLocation().state as { section?: string } | null;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <Icon name="lock" className="size-12 text-amber-600" />
      <h1 className="mt-4 text-2xl font-semibold">Acesso não autorizado</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {state?.section ? `Você não tem acesso à seção ${state.section}.` : 'Você não tem acesso a esta seção.'} Se precisar dela no seu trabalho, peça a um
        administrador do escritório.
      </p>
      <Link to="/" className="mt-6 rounded-lg bg-brand-700 px-4 py-2 text-white hover:bg-brand-800">
        Ir para o início
      </Link>
    </div>
  );
}
