/** A record's files: open to any staff member, who must then hold the section of the record's folder. */
import { EMULATOR_PORTS, FUNCTIONS_REGION, LOCAL_PROJECT_ID } from '@office/domain';
import { tokens } from '../../support/access-callers';
import { SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

const FILES_URL = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/files`;

/** A file the allowed calls really change or delete: uploaded by the administrator through the files function. */
async function adminUpload(query: string): Promise<string> {
  const res = await fetch(`${FILES_URL}/clients/cli-001?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'text/plain' },
    body: 'matriz',
  });
  return ((await res.json()) as { path: string }).path;
}

export default {
  'attachments-list': { section: 'clients', input: async () => ({ folder: 'clients/cli-001' }), expect: SECTION_READ },
  'attachments-delete': { section: 'clients', input: async () => ({ path: await adminUpload('name=matriz.txt') }), expect: SECTION_WRITE },
  'attachments-update': {
    section: 'clients',
    input: async () => ({ path: await adminUpload('name=matriz.txt&category=outro'), category: 'contrato', description: 'Matriz de acesso' }),
    expect: SECTION_WRITE,
  },
} satisfies GroupRows<'attachments'>;
