import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ThreadView } from '@office/domain/messages';
import { recordPath } from '@office/domain/addresses';
import { useDialog } from '../ui/dialog';
import { Button } from '../ui/primitives';
import { useToast } from '../ui/toast';
import { ComposeForm, type ComposeLink } from './ComposeForm';

export type { ComposeLink };

/**
 * Opens "Nova mensagem", optionally about a record (`link`, shown as a removable chip). Once sent: a toast,
 * and the new thread's page. Resolves when the dialog closes.
 */
export function useComposeMessage(): (link?: ComposeLink | null) => Promise<void> {
  const dialog = useDialog();
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(
    async (link?: ComposeLink | null) => {
      const sent = await dialog.open<ThreadView>({
        title: 'Nova mensagem',
        size: 'lg',
        draggable: false,
        content: (close) => <ComposeForm link={link} onSent={close} onCancel={() => close()} />,
      });
      if (!sent) return;
      toast.show({ severity: 'success', summary: 'Mensagem enviada' });
      void navigate(recordPath('messages', sent.mailbox.threadId));
    },
    [dialog, toast, navigate],
  );
}

/** "Enviar mensagem" on a record's page: compose with the record linked. */
export function SendMessageButton({ link }: { link: ComposeLink }) {
  const compose = useComposeMessage();
  return (
    <Button variant="secondary" icon="mail" onClick={() => void compose(link)}>
      Enviar mensagem
    </Button>
  );
}
