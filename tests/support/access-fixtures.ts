/** What more than one group's rows of the authorization matrix build on. */
import type { IntegrationsOverview } from '@office/domain';
import { asAdmin, run } from './access-callers';

/** A seeded colleague every matrix caller may write to (none of the callers is her). */
export const COLLEAGUE = 'staff-juliana-ferreira';

/** A closure of a comarca of this run only, years ahead: it changes no prazo but the ones made for it. */
export function sampleClosure(comarca = `Matriz ${run}`, day = '2030-01-07') {
  return {
    from: day,
    to: day,
    kind: 'feriado',
    name: 'Feriado municipal (matriz)',
    act: 'Lei municipal de teste',
    source: null,
    level: 'comarca',
    tribunal: 'TJSP',
    comarca,
  };
}

/** The integrations as the administrator sees them (the version a settings save names). */
export const integrations = () => asAdmin<IntegrationsOverview>('integrations-list', {});

/** A small inscription monitored (7 communications in the stand-in), so an allowed DJEN sync is quick. */
export async function djenConfigured(): Promise<void> {
  const o = await integrations();
  if (!o.djen.oabs.length)
    await asAdmin('integrations-updateDjen', { expectedVersion: o.djen.version, oabs: [{ uf: 'SP', number: '7', name: 'Matriz', memberId: null }] });
}
