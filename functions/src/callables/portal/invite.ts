import { randomBytes } from 'node:crypto';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { COLLECTIONS, OFFICE_PROFILE_ID, portalInvitationMail } from '@office/domain';
import { escapeHtml } from '@office/domain/markdown';
import { followsAnotherClient, OTHER_CLIENT_EMAIL, saveInvitation, toPortalAccountView } from '../../entities/portal/portal-accounts';
import { configuredAppOrigin } from '../../platform/app-origin';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { mailerConfigured, sendMail } from '../../platform/mailer';
import { authErrorCode } from '../../platform/staff-sync';

function refuse(reason: string): never {
  throw appError('invalid-state', { reason });
}

/** The Auth account of `email`: the existing one, or a new one nobody can sign in to until the link is used. */
async function accountFor(email: string, name: string): Promise<UserRecord> {
  const auth = getAuth();
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if (authErrorCode(error) !== 'auth/user-not-found') throw error;
  }
  try {
    return await auth.createUser({ email, displayName: name, emailVerified: false, disabled: false });
  } catch (error) {
    // A sign-up landed between the lookup and the creation: that account is the one to hand over.
    if (authErrorCode(error) !== 'auth/email-already-exists') throw error;
    return auth.getUserByEmail(email);
  }
}

/** The office's own first-access page for the Firebase link (the same one staff use: /auth/Action, in pt-BR). */
function firstAccessLink(firebaseLink: string): string {
  const code = new URL(firebaseLink).searchParams.get('oobCode');
  const origin = configuredAppOrigin();
  if (!code || !origin) return firebaseLink;
  const url = new URL('/auth/Action', origin);
  url.searchParams.set('mode', 'resetPassword');
  url.searchParams.set('oobCode', code);
  return url.toString();
}

/**
 * Clientes: invites a client (a PF, or a named contact of a PJ) to the portal. The e-mail carries a link where
 * the person sets the password; nothing is stored if the mail cannot be sent. An address of someone of the team
 * is refused (a staff account never becomes a client's). An address nobody of this client holds yet is handed
 * over first: a random password nobody knows and every session ended, so a stranger who signed up with the
 * client's address cannot walk in with the client's access.
 */
export default implement('portal-invite', async (ctx, input) => {
  const email = input.email.toLowerCase();
  const store = ctx.stores.documents;
  const client = await store.get(COLLECTIONS.clients, input.clientId);
  if (!client) throw appError('not-found');
  if (!mailerConfigured()) refuse('O envio de e-mail não está configurado neste ambiente.');
  const office = (await store.get(COLLECTIONS.office, OFFICE_PROFILE_ID))?.data;
  if (!office) refuse('Preencha os dados do escritório em Sobre antes de convidar clientes: o e-mail leva o nome do escritório.');
  const user = await accountFor(email, input.name);
  if (await store.get(COLLECTIONS.staff, user.uid)) {
    throw appError('already-exists', { fields: { email: 'Este e-mail é de alguém da equipe: use outro e-mail para o portal.' } });
  }
  const existing = await store.get(COLLECTIONS.portalAccounts, user.uid);
  if (await followsAnotherClient(store, existing, input.clientId)) throw appError('already-exists', { fields: { email: OTHER_CLIENT_EMAIL } });
  const auth = getAuth();
  // A new account, or a freed one of another client: handed over, so nobody who held it before walks in.
  if (!existing || existing.data.clientId !== input.clientId) {
    await auth.updateUser(user.uid, { email, emailVerified: false, password: randomBytes(32).toString('base64url'), displayName: input.name, disabled: false });
    await auth.revokeRefreshTokens(user.uid);
  }
  const link = firstAccessLink(await auth.generatePasswordResetLink(email));
  const mail = portalInvitationMail({ officeName: office.name, personName: input.name, link });
  await sendMail({
    to: email,
    subject: mail.subject,
    text: mail.lines.join('\n'),
    html: mail.lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join(''),
    messageId: `<${user.uid}.${Date.now().toString(36)}@portal.escritorio>`,
  });
  const saved = await saveInvitation(ctx, user.uid, { clientId: input.clientId, name: input.name, email });
  return toPortalAccountView(saved);
});
