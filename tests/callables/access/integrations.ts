/** Integrações: DataJud and DJEN, their settings (the administrator's) and their runs. */
import { DATAJUD_PUBLIC_KEY, officeDate } from '@office/domain';
import { djenConfigured, integrations } from '../../support/access-fixtures';
import { ADMIN_ONLY, none, SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

export default {
  'integrations-runs': { section: 'integrations', input: async () => ({ integration: 'datajud', limit: 5 }), expect: SECTION_READ },
  'integrations-updateDatajud': {
    section: 'integrations',
    input: async () => ({ expectedVersion: (await integrations()).datajud.version, apiKey: DATAJUD_PUBLIC_KEY }),
    expect: ADMIN_ONLY,
  },
  'integrations-updateDjen': {
    section: 'integrations',
    input: async () => {
      const o = await integrations();
      return { expectedVersion: o.djen.version, oabs: o.djen.oabs };
    },
    expect: ADMIN_ONLY,
  },
  'integrations-syncDatajud': { section: 'integrations', input: none, expect: SECTION_WRITE },
  'integrations-syncDjen': {
    section: 'integrations',
    input: async () => {
      await djenConfigured();
      return { from: officeDate(), to: officeDate() };
    },
    expect: SECTION_WRITE,
  },
} satisfies GroupRows<'integrations'>;
