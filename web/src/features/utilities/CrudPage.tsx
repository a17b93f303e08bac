import { useState } from 'react';
import { isValidCpf, formatCpf } from '@office/domain/documents';
import { z } from '@office/domain/schema';
import { useDialog } from '../../components/ui/dialog';
import { TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { Badge, Button, Card, EmptyState, PageHeader } from '../../components/ui/primitives';
import { useToast } from '../../components/ui/toast';

/** The pattern every section follows: one schema validates the form as you type (and the callable on the server). */
const contactSchema = z
  .object({
    name: z.string().trim().min(3, 'Informe o nome completo'),
    cpf: z.string().trim().refine(isValidCpf, 'CPF inválido'),
  })
  .strict();

interface Row {
  id: number;
  name: string;
  cpf: string;
  version: number;
}

/** /Crud: the generic list-and-form pattern of the sections, working on sample rows in this page only. */
export function CrudPage() {
  const [rows, setRows] = useState<Row[]>([{ id: 1, name: 'Maria da Silva', cpf: '11144477735', version: 1 }]);
  const [editing, setEditing] = useState<Row | null>(null);
  const { form, submit } = useSchemaForm(contactSchema, { name: '', cpf: '' });
  const bound = { control: form.control, register: form.register };
  const dialog = useDialog();
  const toast = useToast();

  const save = submit(async (value) => {
    const cpf = value.cpf.replace(/\D/g, '');
    if (editing) setRows((all) => all.map((r) => (r.id === editing.id ? { ...r, ...value, cpf, version: r.version + 1 } : r)));
    else setRows((all) => [...all, { id: Date.now(), name: value.name, cpf, version: 1 }]);
    toast.show({ severity: 'success', summary: editing ? 'Registro atualizado' : 'Registro criado' });
    setEditing(null);
    form.reset({ name: '', cpf: '' });
  });

  return (
    <>
      <PageHeader title="Padrão de cadastro" description="Lista, formulário validado enquanto se digita, edição com versão e exclusão com confirmação." />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card title="Registros">
          {rows.length === 0 ? (
            <EmptyState title="Nenhum registro" />
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">Registros de exemplo</caption>
              <thead>
                <tr className="text-left text-xs uppercase text-slate-500 dark:text-slate-400">
                  <th scope="col" className="py-2">
                    Nome
                  </th>
                  <th scope="col">CPF</th>
                  <th scope="col">Versão</th>
                  <th scope="col">
                    <span className="sr-only">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-t border-slate-100 dark:border-slate-800">
                    <td className="density-row py-2">{r.name}</td>
                    <td className="tabular-nums">{formatCpf(r.cpf)}</td>
                    <td>
                      <Badge>v{r.version}</Badge>
                    </td>
                    <td className="flex justify-end gap-1 py-1">
                      <Button
                        variant="ghost"
                        icon="edit"
                        aria-label={`Editar ${r.name}`}
                        onClick={() => {
                          setEditing(r);
                          form.reset({ name: r.name, cpf: formatCpf(r.cpf) });
                        }}
                      />
                      <Button
                        variant="ghost"
                        icon="trash"
                        aria-label={`Excluir ${r.name}`}
                        onClick={() => {
                          void (async () => {
                            if (
                              await dialog.confirm({ title: 'Excluir registro?', message: `${r.name} será excluído.`, confirmLabel: 'Excluir', tone: 'danger' })
                            )
                              setRows((all) => all.filter((x) => x.id !== r.id));
                          })();
                        }}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
        <Card title={editing ? `Editando ${editing.name}` : 'Novo registro'}>
          <form onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-3">
            <TextField {...bound} name="name" id="crud-name" label="Nome" />
            <TextField {...bound} name="cpf" id="crud-cpf" label="CPF" inputMode="numeric" />
            <div className="flex justify-end gap-2">
              {editing && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setEditing(null);
                    form.reset({ name: '', cpf: '' });
                  }}
                >
                  Cancelar
                </Button>
              )}
              <Button type="submit">{editing ? 'Salvar' : 'Adicionar'}</Button>
            </div>
          </form>
        </Card>
      </div>
    </>
  );
}
