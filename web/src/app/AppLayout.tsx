import { Dialog, DialogPanel, Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { formatLongDate } from '@office/domain/dates';
import { listPath, pagePath } from '@office/domain/addresses';
import { Avatar } from '../components/ui/Avatar';
import { Icon } from '../components/ui/Icon';
import { Logo } from '../components/ui/Logo';
import { Spinner } from '../components/ui/Spinner';
import { useSession } from '../lib/session-context';
import { BUILD_ID } from '../lib/version-check';
import { menuFor, type MenuItem as Item } from './menu';
import { preloadPage, whenSettled } from './page-preload';
import { OFFICE_SHORT_NAME } from '../lib/page-title';
import { useOnline } from '../lib/use-online';
import { useAwaitingSummary } from '../api/dashboard';
import { useUnreadCount } from '../api/messages';
import { unreadLabel } from '../components/messages/message-text';
import { NotificationBell } from '../components/notifications/NotificationBell';
import { GlobalSearch } from '../components/search/GlobalSearch';
import { TopBarTimer } from '../components/timesheet/TopBarTimer';
import { can } from '@office/domain/policy';

const COLLAPSE_KEY = 'escritorio.sidebar.collapsed';

function NavList({ items, collapsed, onNavigate }: { items: Item[]; collapsed: boolean; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => {
        const counted = item.count !== undefined && item.count > 0;
        return (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              onClick={onNavigate}
              onPointerEnter={() => preloadPage(item.to)}
              onFocus={() => preloadPage(item.to)}
              title={collapsed ? (counted && item.countLabel) || item.label : undefined}
              aria-label={counted ? item.countLabel : undefined}
              className={({ isActive }) =>
                `relative flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                  isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'
                } ${collapsed ? 'justify-center' : ''}`
              }
            >
              <Icon name={item.icon} className="size-5 shrink-0" />
              <span className={collapsed ? 'sr-only' : ''}>{item.label}</span>
              {counted && (
                // The number is drawn by CSS: the link's text stays its label, its name (aria-label) says the count.
                <span
                  aria-hidden="true"
                  data-count={(item.count ?? 0) > 99 ? '99+' : item.count}
                  className={`rounded-full bg-white px-1.5 text-xs font-semibold tabular-nums text-brand-800 after:content-[attr(data-count)] ${
                    collapsed ? 'absolute right-1 top-0.5' : 'ml-auto'
                  }`}
                />
              )}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The application frame: menu of readable sections, collapsible sidebar (a drawer on phones), top bar with the user menu, footer. */
export function AppLayout() {
  const online = useOnline();
  const { me, user, signOut } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSE_KEY) === '1');
  const [drawer, setDrawer] = useState(false);
  // On the home page the summary brings both badges' counts (api/dashboard.ts).
  const awaitingSummary = useAwaitingSummary();
  const unread = useUnreadCount(Boolean(me) && !awaitingSummary);
  const items = menuFor(me?.scopes).map((item) => (item.to === listPath('messages') ? { ...item, count: unread, countLabel: unreadLabel(unread) } : item));
  const name = me?.name || user?.displayName || user?.email || '';
  const paths = items.map((i) => i.to).join(' ');
  // The sidebar's sections download once the first screen has settled (on phones the menu is a closed drawer).
  useEffect(() => {
    if (!paths || !window.matchMedia('(min-width: 1024px)').matches) return;
    return whenSettled(() => paths.split(' ').forEach(preloadPage));
  }, [paths]);

  const toggleCollapsed = () => {
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSE_KEY, c ? '0' : '1');
      return !c;
    });
  };

  async function logout() {
    await signOut();
    // Nothing of this person's data stays in memory for whoever uses the browser next.
    queryClient.clear();
    void navigate('/auth/Login', { replace: true });
  }

  return (
    <div className="flex min-h-dvh">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded bg-white px-3 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:left-3 focus:top-3 print:hidden"
      >
        Pular para o conteúdo
      </a>
      <div className="hidden shrink-0 bg-brand-800 lg:block print:hidden">
        <aside className={`sticky top-0 flex h-dvh flex-col px-3 py-4 text-white transition-[width] ${collapsed ? 'w-[4.5rem]' : 'w-64'}`}>
          <Link to="/" className={`mb-6 flex items-center gap-3 px-2 ${collapsed ? 'justify-center' : ''}`}>
            <Logo className="size-9 shrink-0" />
            <span className={collapsed ? 'sr-only' : 'font-semibold leading-tight'}>{OFFICE_SHORT_NAME}</span>
          </Link>
          <nav aria-label="Menu principal" className="flex-1 overflow-y-auto">
            <NavList items={items} collapsed={collapsed} />
          </nav>
          <button
            type="button"
            onClick={toggleCollapsed}
            aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
            aria-expanded={!collapsed}
            className="mt-4 flex items-center justify-center rounded-lg p-2 text-brand-100 hover:bg-white/10"
          >
            <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} />
          </button>
        </aside>
      </div>

      <Dialog open={drawer} onClose={setDrawer} className="relative z-40 lg:hidden">
        <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
        <DialogPanel className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-brand-800 px-3 py-4 text-white">
          <div className="mb-6 flex items-center justify-between px-2">
            <span className="flex items-center gap-3 font-semibold">
              <Logo className="size-8" /> {OFFICE_SHORT_NAME}
            </span>
            <button type="button" onClick={() => setDrawer(false)} aria-label="Fechar menu" className="rounded-md p-1 hover:bg-white/10">
              <Icon name="close" />
            </button>
          </div>
          <nav aria-label="Menu principal">
            <NavList items={items} collapsed={false} onNavigate={() => setDrawer(false)} />
          </nav>
        </DialogPanel>
      </Dialog>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-slate-200 bg-white/90 px-4 py-2.5 backdrop-blur sm:px-6 dark:border-slate-800 dark:bg-slate-900/90 print:hidden">
          <button
            type="button"
            onClick={() => setDrawer(true)}
            aria-label="Abrir menu"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Icon name="menu" />
          </button>
          <p className="hidden text-sm text-slate-500 sm:block dark:text-slate-400">{formatLongDate(new Date())}</p>
          <GlobalSearch className="ml-auto" />
          {can(me?.scopes, 'agenda', 'write') && <TopBarTimer enabled={!awaitingSummary} />}
          <NotificationBell enabled={Boolean(me) && !awaitingSummary} />
          <Link
            to={listPath('messages')}
            aria-label={unreadLabel(unread)}
            title={unreadLabel(unread)}
            className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Icon name="mail" />
            {unread > 0 && (
              <span
                aria-hidden="true"
                className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 tabular-nums text-white"
              >
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </Link>
          <Menu as="div" className="relative">
            <MenuButton className="flex items-center gap-2 rounded-full py-1 pl-1 pr-3 hover:bg-slate-100 dark:hover:bg-slate-800">
              <span className="sr-only">Menu do usuário: </span>
              <Avatar name={name} photoPath={me?.photoPath ?? null} />
              <span className="hidden text-sm font-medium sm:inline">{name}</span>
              <Icon name="chevronDown" className="size-4" />
            </MenuButton>
            <MenuItems
              anchor="bottom end"
              className="z-40 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
            >
              <div className="px-3 py-2 text-xs text-slate-500 dark:text-slate-400">{user?.email}</div>
              {(
                [
                  [pagePath('profile'), 'Meu perfil', 'user'],
                  [pagePath('profileSettings'), 'Preferências', 'cog'],
                  ['/Documentation', 'Ajuda', 'book'],
                ] as const
              ).map(([to, label, icon]) => (
                <MenuItem key={to}>
                  <Link to={to} className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm data-[focus]:bg-slate-100 dark:data-[focus]:bg-slate-800">
                    <Icon name={icon} className="size-4" /> {label}
                  </Link>
                </MenuItem>
              ))}
              <MenuItem>
                <button
                  type="button"
                  onClick={() => void logout()}
                  className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-red-700 data-[focus]:bg-red-50 dark:text-red-300 dark:data-[focus]:bg-red-950"
                >
                  <Icon name="logout" className="size-4" /> Sair
                </button>
              </MenuItem>
            </MenuItems>
          </Menu>
        </header>
        <main id="conteudo" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 print:max-w-none print:p-0">
          {!online && (
            <p
              role="status"
              className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              Sem conexão com a internet. O que estiver na tela continua visível; salvar e carregar voltam quando a conexão voltar.
            </p>
          )}
          {/* A page whose code is still downloading waits inside the frame (navigations keep the current page meanwhile). */}
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
        <footer className="border-t border-slate-200 px-4 py-4 text-xs text-slate-500 sm:px-6 dark:border-slate-800 dark:text-slate-400 print:hidden">
          <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-2">
            <span>© {new Date().getFullYear()} Barbosa & Moreira Advogados Associados · uso interno</span>
            <span className="flex gap-4">
              <Link to="/privacidade" className="hover:underline">
                Privacidade
              </Link>
              <Link to="/Documentation" className="hover:underline">
                Ajuda
              </Link>
              <span>versão {BUILD_ID}</span>
            </span>
          </div>
        </footer>
      </div>
    </div>
  );
}
