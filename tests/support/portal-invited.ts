/** A client account of a test's own: invited by the administrator, its password set from the e-mailed link, signed in. */
import type { PortalAccountView } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, setPasswordFromLink, signIn } from './emulator-client';
import { waitForMail } from './mail-sink';

const admin = SEED_STAFF.find((s) => s.admin)!;
const PASSWORD = 'Portal#cliente-2026';

export async function invitedPortalClient(clientId: string, email: string, name = 'Cliente do Portal'): Promise<{ account: PortalAccountView; token: string }> {
  const res = await callFn<PortalAccountView>('portal-invite', { clientId, name, email }, await signIn(admin.email, admin.password));
  if (res.error) throw new Error(`portal-invite: ${JSON.stringify(res.error)}`);
  const [mail] = await waitForMail((m) => m.to.includes(email) && m.subject.includes('portal do cliente'));
  const link = /https?:\/\/\S+\/auth\/Action\?mode=resetPassword&oobCode=\S+/.exec(mail!.text)?.[0];
  if (!link) throw new Error(`No first-access link in: ${mail!.text}`);
  await setPasswordFromLink(link, PASSWORD);
  return { account: res.result!, token: await signIn(email, PASSWORD) };
}
