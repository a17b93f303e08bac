import { SECTIONS, hasScope } from '@office/domain/policy';
import { Logo } from '../../components/ui/Logo';
import { useSession } from '../../lib/session';

/** The signed-in person's own access: which sections an administrator granted, and how. */
export function HomePage() {
  const { me, user, signOut } = useSession();
  const name = me?.name || user?.displayName || user?.email || '';
  const granted = SECTIONS.filter((s) => hasScope(me?.scopes, s.label, 'read'));

  return (
    <div className="min-h-dvh">
      <header className="flex items-center justify-between gap-4 bg-brand-700 px-4 py-3 text-white sm:px-8">
        <div className="flex items-center gap-3">
          <Logo className="size-8" />
          <span className="font-semibold">Sistema do escritório</span>
        </div>
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden sm:inline">{name}</span>
          <button
            type="button"
            onClick={() => void signOut()}
            className="rounded-md border border-white/40 px-3 py-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold-300"
          >
            Sair
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-8 sm:px-8">
        <h1 className="text-2xl font-semibold">Olá, {name.split(' ')[0]}</h1>
        {me?.scopes ? (
          <>
            <p className="mt-2 text-slate-600">
              {me.admin ? 'Você é administrador do sistema. ' : ''}
              Estas são as seções que você pode acessar:
            </p>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {granted.map((s) => (
                <li key={s.id} className="flex items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
                  <span className="font-medium">{s.label}</span>
                  <span
                    className={
                      hasScope(me.scopes, s.label, 'write')
                        ? 'rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-800'
                        : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700'
                    }
                  >
                    {hasScope(me.scopes, s.label, 'write') ? 'Leitura e edição' : 'Somente leitura'}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div role="status" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-4 text-amber-900">
            <p className="font-medium">Aguardando liberação de acesso</p>
            <p className="mt-1 text-sm">Sua conta foi criada, mas nenhum administrador concedeu seções a você ainda. Assim que isso acontecer, elas aparecerão aqui.</p>
          </div>
        )}
      </main>
    </div>
  );
}
