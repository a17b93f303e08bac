/**
 * pt-BR text for every Firebase Auth error code the spec's catalogue names.
 * The SPA never shows the provider's raw message.
 */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'wrong-password': 'E-mail ou senha incorretos.',
  'invalid-credential': 'E-mail ou senha incorretos.',
  'invalid-login-credentials': 'E-mail ou senha incorretos.',
  'user-not-found': 'E-mail ou senha incorretos.',
  'invalid-email': 'Informe um e-mail válido.',
  'missing-password': 'Informe a senha.',
  'email-already-in-use': 'Já existe uma conta com este e-mail. Entre ou recupere a senha.',
  'too-many-requests': 'Muitas tentativas seguidas. Aguarde alguns minutos e tente novamente.',
  'invalid-action-code': 'Este link não é mais válido. Peça um novo.',
  'expired-action-code': 'Este link expirou. Peça um novo.',
  'user-token-expired': 'Sua sessão expirou. Entre novamente.',
  'requires-recent-login': 'Por segurança, confirme sua senha para continuar.',
  'user-disabled': 'Esta conta está desativada. Fale com um administrador do escritório.',
  'weak-password': 'A senha não atende aos requisitos mínimos.',
  'password-does-not-meet-requirements': 'A senha não atende à política de senhas do escritório.',
  'network-request-failed': 'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
  timeout: 'O servidor demorou para responder. Tente novamente.',
  'multi-factor-auth-required': 'Esta conta exige um segundo fator de autenticação.',
  'missing-recaptcha-token': 'Confirme que você não é um robô e tente novamente.',
  'invalid-recaptcha-token': 'A verificação anti-robô falhou. Tente novamente.',
  'captcha-check-failed': 'A verificação anti-robô falhou. Tente novamente.',
  'user-mismatch': 'As credenciais informadas são de outra conta.',
  'popup-blocked': 'O navegador bloqueou a janela de login. Permita pop-ups para este site.',
  'popup-closed-by-user': 'A janela de login foi fechada antes de concluir.',
  'cancelled-popup-request': 'Outra janela de login já está aberta.',
  'unauthorized-domain': 'Este endereço não está autorizado a usar o login do escritório.',
  'invalid-api-key': 'Configuração de acesso inválida. Avise o suporte técnico.',
  'login-blocked': 'O login está bloqueado para esta conta.',
  'operation-not-allowed': 'Este método de login não está habilitado.',
  'invalid-phone-number': 'Número de telefone inválido.',
  'missing-phone-number': 'Informe o número de telefone.',
  'invalid-verification-code': 'Código de verificação inválido.',
  'quota-exceeded': 'Limite de envios atingido. Tente mais tarde.',
  'internal-error': 'Ocorreu um erro inesperado. Tente novamente.',
};

export const DEFAULT_AUTH_ERROR = 'Não foi possível concluir a operação. Tente novamente.';

/** "auth/wrong-password" or "wrong-password" -> pt-BR message. */
export function authErrorMessage(error: unknown): string {
  const raw = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const code = raw.replace(/^auth\//, '');
  return AUTH_ERROR_MESSAGES[code] ?? DEFAULT_AUTH_ERROR;
}
