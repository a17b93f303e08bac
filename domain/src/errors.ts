/**
 * Application error ids. Callables put one in HttpsError `details.id`; the SPA
 * shows the pt-BR message for it. The HttpsError code is the transport status.
 */

export type CallableErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'already-exists'
  | 'aborted'
  | 'failed-precondition'
  | 'resource-exhausted'
  | 'unavailable'
  | 'internal';

export const APP_ERRORS = {
  'not-signed-in': { code: 'unauthenticated', message: 'Sua sessão terminou. Entre novamente para continuar.' },
  'no-staff-record': { code: 'permission-denied', message: 'Sua conta ainda não tem acesso liberado. Peça a um administrador para conceder as seções.' },
  'account-disabled': { code: 'permission-denied', message: 'Sua conta está desativada. Fale com um administrador do escritório.' },
  'claims-stale': { code: 'permission-denied', message: 'Suas permissões mudaram. Atualizando a sessão…' },
  'missing-scope': { code: 'permission-denied', message: 'Você não tem permissão para esta ação nesta seção.' },
  'admin-only': { code: 'permission-denied', message: 'Somente administradores podem fazer isso.' },
  // Portal do cliente: a staff call from a client account, a portal call from anyone else, an access revoked.
  'portal-only': { code: 'permission-denied', message: 'Esta área é do portal do cliente: entre com a conta que o escritório liberou para você.' },
  'portal-revoked': { code: 'permission-denied', message: 'Seu acesso ao portal do cliente foi encerrado. Fale com o escritório.' },
  // Verificação em duas etapas (second-factor.ts): this sign-in has not typed its code yet, or the office requires it.
  'second-factor-required': { code: 'permission-denied', message: 'Confirme o código do aplicativo autenticador para continuar.' },
  'second-factor-setup-required': {
    code: 'permission-denied',
    message: 'O escritório exige a verificação em duas etapas. Ative-a para continuar.',
  },
  // `reason` in the details says a code was already used, when it was.
  'second-factor-code': { code: 'permission-denied', message: 'Código incorreto. Confira o código no aplicativo e tente novamente.' },
  'second-factor-locked': {
    code: 'resource-exhausted',
    message: 'Muitas tentativas de código. Aguarde alguns minutos e tente novamente.',
  },
  'invalid-input': { code: 'invalid-argument', message: 'Alguns dados estão inválidos. Corrija os campos indicados.' },
  'not-found': { code: 'not-found', message: 'O registro não foi encontrado. Ele pode ter sido excluído.' },
  'already-exists': { code: 'already-exists', message: 'Já existe um registro com estes dados.' },
  conflict: { code: 'aborted', message: 'Outra pessoa alterou este registro enquanto você editava. Confira os dados atuais antes de salvar.' },
  // A transaction kept meeting other people's writes to the same records (see DocumentStore.transact).
  busy: { code: 'aborted', message: 'Muitas alterações simultâneas nestes dados. Nada foi salvo; tente novamente em instantes.' },
  // `reason` in the details says what state the record is in ("já está concluído").
  'invalid-state': { code: 'failed-precondition', message: 'Esta ação não se aplica ao registro como ele está agora. Atualize a página e confira.' },
  'has-dependents': { code: 'failed-precondition', message: 'Este registro não pode ser excluído porque outros dependem dele.' },
  'last-admin': { code: 'failed-precondition', message: 'O escritório precisa de pelo menos um administrador ativo. Nomeie outro administrador antes.' },
  'rate-limited': { code: 'resource-exhausted', message: 'Muitas solicitações em pouco tempo. Aguarde alguns minutos e tente novamente.' },
  // Never sent by a callable: the browser's own verdict when the request could not leave it.
  offline: { code: 'unavailable', message: 'Sem conexão com a internet. Verifique a rede; o sistema tenta de novo quando ela voltar.' },
  internal: { code: 'internal', message: 'Ocorreu um erro inesperado. Tente novamente em instantes.' },
} as const satisfies Record<string, { code: CallableErrorCode; message: string }>;

export type AppErrorId = keyof typeof APP_ERRORS;

/** What a callable puts in HttpsError details. `fields` maps a form field path to its pt-BR message. */
export interface AppErrorDetails {
  id: AppErrorId;
  fields?: Record<string, string>;
}

export function isAppErrorId(value: unknown): value is AppErrorId {
  return typeof value === 'string' && Object.hasOwn(APP_ERRORS, value);
}
