import { Button } from '../../components/ui/primitives';
import { useCopy } from '../../lib/use-copy';

/**
 * The office's own first-access page for a password-setup link: Firebase's link opens Firebase's hosted page
 * (in English, and the Auth emulator's locally); `/auth/Action` checks the same one-time code in pt-BR.
 */
export function firstAccessLink(firebaseLink: string, origin = window.location.origin): string {
  const code = new URL(firebaseLink).searchParams.get('oobCode');
  if (!code) return firebaseLink;
  const url = new URL('/auth/Action', origin);
  url.searchParams.set('mode', 'resetPassword');
  url.searchParams.set('oobCode', code);
  return url.toString();
}

/**
 * Shows a new colleague's first-access link to send, with a copy button that says whether the copy worked; `note`
 * is said first (an unconfirmed sign-up with the same address was reset, say).
 */
export function FirstAccessLink({ name, link, note, close }: { name: string; link: string; note?: string; close: () => void }) {
  const { state: copy, copy: copyText } = useCopy();
  return (
    <div className="flex flex-col gap-4">
      {note && (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm wrap-anywhere text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {note}
        </p>
      )}
      <p className="text-sm">
        Envie este link a <strong>{name}</strong> (por e-mail ou mensagem). Com ele, a pessoa cria a própria senha e entra no sistema. O link vale uma vez.
      </p>
      <label htmlFor="first-access-link" className="text-sm font-medium">
        Link de primeiro acesso
      </label>
      <input
        id="first-access-link"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-800"
      />
      <p role="status" className="min-h-5 text-sm">
        {copy === 'copied' && <span className="text-green-700 dark:text-green-300">Link copiado para a área de transferência.</span>}
        {copy === 'failed' && <span className="text-red-700 dark:text-red-300">Não foi possível copiar. Selecione o link acima e copie manualmente.</span>}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={close}>
          Fechar
        </Button>
        <Button icon="copy" onClick={() => void copyText(link)}>
          Copiar link
        </Button>
      </div>
    </div>
  );
}
