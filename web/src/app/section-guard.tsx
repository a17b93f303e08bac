import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { can, sectionById, type SectionId } from '@office/domain/policy';
import { useSession } from '../lib/session-context';

/** A section route needs its label in scopes.read, else /unauthorized (which names the section). */
export function RequireSection({ section, children }: { section: SectionId; children: ReactNode }) {
  const { me } = useSession();
  const location = useLocation();
  if (!can(me?.scopes, section, 'read'))
    return <Navigate to="/unauthorized" replace state={{ from: location.pathname, section: sectionById(section).label }} />;
  return children;
}

/**
 * The developer's style-guide pages (/Blocks, /Crud, /Empty, /utilities/Icons): example data such as a made-up CPF
 * reads like the office's own, so only administrators reach them.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { me } = useSession();
  const location = useLocation();
  if (!me?.admin) return <Navigate to="/unauthorized" replace state={{ from: location.pathname, section: 'Guia de estilo (administradores)' }} />;
  return children;
}
