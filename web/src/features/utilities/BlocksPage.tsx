import { Badge, Button, Card, EmptyState, Field, PageHeader, TextInput } from '../../components/ui/primitives';
import { useDialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/Spinner';
import { useToast, type Severity } from '../../components/ui/toast';

const SEVERITIES: [Severity, string][] = [
  ['info', 'Informação'],
  ['success', 'Sucesso'],
  ['warn', 'Atenção'],
  ['error', 'Erro'],
  ['secondary', 'Secundário'],
  ['contrast', 'Contraste'],
];

/** /Blocks: the living style guide of the app's own components. */
export function BlocksPage() {
  const toast = useToast();
  const dialog = useDialog();
  return (
    <>
      <PageHeader title="Blocos de interface" description="Os componentes que as telas do sistema usam, com seus estados." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Botões">
          <div className="flex flex-wrap gap-2">
            <Button>Principal</Button>
            <Button variant="secondary">Secundário</Button>
            <Button variant="danger" icon="trash">
              Excluir
            </Button>
            <Button variant="ghost">Discreto</Button>
            <Button disabled>Desabilitado</Button>
          </div>
        </Card>
        <Card title="Etiquetas">
          <div className="flex flex-wrap gap-2">
            <Badge>neutra</Badge>
            <Badge tone="green">ativo</Badge>
            <Badge tone="amber">pendente</Badge>
            <Badge tone="red">vencido</Badge>
            <Badge tone="blue">novo</Badge>
          </div>
        </Card>
        <Card title="Avisos (toasts)">
          <div className="flex flex-wrap gap-2">
            {SEVERITIES.map(([severity, label]) => (
              <Button key={severity} variant="secondary" onClick={() => toast.show({ severity, summary: label, detail: `Aviso do tipo "${severity}".` })}>
                {label}
              </Button>
            ))}
            <Button variant="secondary" onClick={() => toast.show({ summary: 'Aviso fixo', detail: 'Fica até ser fechado.', life: 0 })}>
              Fixo
            </Button>
          </div>
        </Card>
        <Card title="Diálogos">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() =>
                void dialog.open({
                  title: 'Diálogo de exemplo',
                  content: (close) => (
                    <div className="flex flex-col gap-4">
                      <p>Arraste pela barra de título. Esc ou o botão fecham. O foco fica preso aqui dentro.</p>
                      <Field label="Campo de exemplo" htmlFor="demo-field">
                        <TextInput id="demo-field" />
                      </Field>
                      <Button onClick={() => close()}>Fechar</Button>
                    </div>
                  ),
                })
              }
            >
              Abrir diálogo
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                void (async () => {
                  const ok = await dialog.confirm({
                    title: 'Excluir registro?',
                    message: 'Esta ação não pode ser desfeita.',
                    confirmLabel: 'Excluir',
                    tone: 'danger',
                  });
                  toast.show({ severity: ok ? 'success' : 'secondary', summary: ok ? 'Confirmado' : 'Cancelado' });
                })();
              }}
            >
              Confirmação
            </Button>
          </div>
        </Card>
        <Card title="Campos">
          <div className="flex flex-col gap-3">
            <Field label="Nome" htmlFor="b-name" hint="Texto de ajuda.">
              <TextInput id="b-name" placeholder="Maria da Silva" />
            </Field>
            <Field label="CPF" htmlFor="b-cpf" error="CPF inválido">
              <TextInput id="b-cpf" invalid defaultValue="111.444.777-00" />
            </Field>
          </div>
        </Card>
        <Card title="Carregando e vazio">
          <div data-demo>
            <Spinner />
          </div>
          <div className="mt-4">
            <EmptyState title="Nada por aqui ainda">Quando houver registros, eles aparecem nesta lista.</EmptyState>
          </div>
        </Card>
      </div>
    </>
  );
}
