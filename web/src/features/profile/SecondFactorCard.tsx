import { useState, type ReactNode } from 'react';
import { formatDate } from '@office/domain/dates';
import type { SecondFactorProof } from '@office/domain/second-factor';
import type { SessionMe } from '@office/domain/session';
import { ProofForm } from '../../components/second-factor/ProofForm';
import { RecoveryCodes } from '../../components/second-factor/RecoveryCodes';
import { SecondFactorSetup } from '../../components/second-factor/SecondFactorSetup';
import { useDialog } from '../../components/ui/dialog';
import { Badge, Button, Card } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';
import { call } from '../../lib/callable';
import { useSession } from '../../lib/session-context';

/** A code of now first (the app's or a recovery code), then what the action answered. */
function ProofFirst<A>({
  intro,
  label,
  busyLabel,
  run,
  then,
  danger,
}: {
  intro: ReactNode;
  label: string;
  busyLabel: string;
  run: (proof: SecondFactorProof) => Promise<A>;
  then: (answer: A) => ReactNode;
  danger?: boolean;
}) {
  const [answer, setAnswer] = useState<{ value: A } | null>(null);
  if (answer) return then(answer.value);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p>
      <ProofForm initialFocus danger={danger} label={label} busyLabel={busyLabel} submit={async (proof) => setAnswer({ value: await run(proof) })} />
    </div>
  );
}

/**
 * Perfil → "Verificação em duas etapas": turn it on (QR code, first code, recovery codes), and once on, new
 * recovery codes or turning it off, each with a code of now. The office's requirement keeps it on.
 */
export function SecondFactorCard({ me }: { me: SessionMe }) {
  const { reload } = useSession();
  const dialog = useDialog();
  const toast = useToast();
  const status = me.secondFactor;
  const account = me.email ?? '';

  async function enable() {
    const done = await dialog.open<boolean>({
      title: 'Ativar a verificação em duas etapas',
      size: 'lg',
      content: (close) => <SecondFactorSetup onDone={() => close(true)} />,
    });
    // Turned on even when the dialog was dismissed after the first code: the session reads it again either way.
    await reload();
    if (done)
      toast.show({
        severity: 'success',
        summary: 'Verificação em duas etapas ativada',
        detail: 'Na próxima vez que entrar, o sistema pedirá o código do aplicativo.',
      });
  }

  async function newCodes() {
    await dialog.open({
      title: 'Novos códigos de recuperação',
      size: 'md',
      content: (close) => (
        <ProofFirst
          intro="Digite o código do aplicativo autenticador. Os códigos de recuperação atuais deixam de valer assim que os novos forem gerados."
          label="Gerar novos códigos"
          busyLabel="Gerando…"
          run={(proof) => call('secondFactor-recoveryCodes', proof)}
          then={(answer) => <RecoveryCodes codes={answer.recoveryCodes} account={account} onDone={() => close()} />}
        />
      ),
    });
    await reload();
  }

  async function disable() {
    const done = await dialog.open<boolean>({
      title: 'Desativar a verificação em duas etapas',
      size: 'sm',
      content: (close) => (
        <ProofFirst
          danger
          intro="Sem ela, a senha sozinha volta a abrir a sua conta. Para confirmar, digite o código do aplicativo autenticador."
          label="Desativar"
          busyLabel="Desativando…"
          run={async (proof) => {
            await call('secondFactor-disable', proof);
            close(true);
          }}
          then={() => null}
        />
      ),
    });
    if (!done) return;
    await reload();
    toast.show({ severity: 'success', summary: 'Verificação em duas etapas desativada' });
  }

  return (
    <Card title="Verificação em duas etapas" icon="shield">
      {status.enabled ? (
        <div className="flex flex-col gap-3">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge tone="green">Ativada</Badge>
            {status.enabledAt && <span className="text-slate-600 dark:text-slate-400">desde {formatDate(status.enabledAt)}</span>}
            {status.required && <Badge tone="blue">exigida pelo escritório</Badge>}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Ao entrar, além da senha, o sistema pede o código do aplicativo autenticador do seu celular.
          </p>
          <p className={`text-sm ${(status.recoveryCodesLeft ?? 0) <= 3 ? 'font-medium text-amber-800 dark:text-amber-200' : ''}`}>
            {status.recoveryCodesLeft === 1 ? 'Resta 1 código de recuperação.' : `Restam ${status.recoveryCodesLeft ?? 0} códigos de recuperação.`}
            {(status.recoveryCodesLeft ?? 0) <= 3 && ' Gere novos códigos.'}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" icon="refresh" onClick={() => void newCodes()}>
              Gerar novos códigos de recuperação
            </Button>
            {!status.required && (
              <Button variant="danger" onClick={() => void disable()}>
                Desativar
              </Button>
            )}
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-sm">
            <Badge tone="amber">Desativada</Badge>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Proteja a sua conta e os processos do escritório: além da senha, o sistema pedirá um código de 6 dígitos do aplicativo autenticador do seu celular.
            Quem descobrir a sua senha não entra sem ele.
          </p>
          <div className="flex justify-end">
            <Button icon="shield" onClick={() => void enable()}>
              Ativar verificação em duas etapas
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
