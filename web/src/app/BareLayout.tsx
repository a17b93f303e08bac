import { Outlet } from 'react-router-dom';

/** Auth and public pages: no menu, no top bar. */
export function BareLayout() {
  return (
    <div className="min-h-dvh">
      <Outlet />
    </div>
  );
}
