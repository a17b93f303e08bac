/** Intimações: the DJEN's communications, read and treated by who holds Processos. */
import { addDays, type IntimationPage, officeDate } from '@office/domain';
import { asAdmin } from '../../support/access-callers';
import { COLLEAGUE, djenConfigured } from '../../support/access-fixtures';
import { denied, SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

/** An intimação fetched from the stand-in. */
async function anIntimation(): Promise<{ id: string; version: number }> {
  const first = async () => (await asAdmin<IntimationPage>('intimations-list', { limit: 1 })).items[0];
  let found = await first();
  if (!found) {
    await djenConfigured();
    await asAdmin('integrations-syncDjen', {});
    found = await first();
  }
  return { id: found!.id, version: found!.version };
}
/** An intimação a tratar that nobody was forwarded: each allowed triage call treats or forwards another. */
async function anUntreatedIntimation(): Promise<{ id: string; expectedVersion: number }> {
  const next = async () => (await asAdmin<IntimationPage>('intimations-list', { triage: 'a-tratar', limit: 100 })).items.find((i) => !i.assignee);
  let found = await next();
  if (!found) {
    // The inscription's whole stand-in range (a sync of today alone may have brought one).
    await djenConfigured();
    await asAdmin('integrations-syncDjen', { from: addDays(officeDate(), -70), to: officeDate() });
    found = await next();
  }
  return { id: found!.id, expectedVersion: found!.version };
}
/** An intimação marked "sem prazo", to reopen: one already so, else one marked now. */
async function aTreatedIntimation(): Promise<{ id: string; expectedVersion: number }> {
  const treated = (await asAdmin<IntimationPage>('intimations-list', { triage: 'tratadas', limit: 100 })).items.find((i) => i.triage.state === 'sem-prazo');
  if (treated) return { id: treated.id, expectedVersion: treated.version };
  const marked = await asAdmin<{ id: string; version: number }>('intimations-acknowledge', { ...(await anUntreatedIntimation()), reason: 'Matriz de acesso' });
  return { id: marked.id, expectedVersion: marked.version };
}

// In this order: each allowed triage treats one of the few the stand-in has, and reopen gives two back before bulk and accept.
export default {
  'intimations-get': { section: 'lawsuits', input: async () => ({ id: (await anIntimation()).id }), expect: SECTION_READ },
  'intimations-setRead': {
    section: 'lawsuits',
    input: async () => {
      const i = await anIntimation();
      return { id: i.id, expectedVersion: i.version, read: true };
    },
    expect: SECTION_WRITE,
  },
  'intimations-acknowledge': {
    section: 'lawsuits',
    input: async () => ({ ...(await anUntreatedIntimation()), reason: 'Mero expediente, sem prazo para a parte' }),
    expect: SECTION_WRITE,
  },
  'intimations-forward': { section: 'lawsuits', input: async () => ({ ...(await anUntreatedIntimation()), to: COLLEAGUE, note: null }), expect: SECTION_WRITE },
  'intimations-reopen': { section: 'lawsuits', input: aTreatedIntimation, expect: SECTION_WRITE },
  'intimations-bulk': {
    section: 'lawsuits',
    input: async () => ({ action: 'ciente', items: [await anUntreatedIntimation()], reason: 'Mero expediente, sem prazo para a parte' }),
    expect: SECTION_WRITE,
  },
  // Accepting puts entries on the agenda: a caller with Processos alone is refused for the Agenda.
  'intimations-accept': {
    section: 'lawsuits',
    input: async () => ({ ...(await anUntreatedIntimation()), actions: [{ kind: 'sem-providencia', act: 'Ciência da decisão' }] }),
    expect: { ...SECTION_WRITE, readWrite: denied('missing-scope') },
  },
} satisfies GroupRows<'intimations'>;
