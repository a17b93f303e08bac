import type { TaskInput, TaskItem } from '@office/domain/tasks';
import { recordPath } from '@office/domain/addresses';
import { useNavigate } from 'react-router-dom';
import { useDialog } from '../../ui/dialog';
import { useToast } from '../../ui/toast';
import { TaskForm } from './TaskForm';

/** "Nova tarefa", wherever it is offered (Tarefas, a lawsuit's page, a prazo): the form in a dialog, then the new task's page. */
export function useNewTask(): (preset?: Partial<TaskInput>) => Promise<void> {
  const dialog = useDialog();
  const toast = useToast();
  const navigate = useNavigate();
  return async (preset) => {
    const task = await dialog.open<TaskItem>({
      title: 'Nova tarefa',
      size: 'lg',
      draggable: false,
      content: (close) => <TaskForm preset={preset} onSaved={close} onCancel={() => close()} />,
    });
    if (!task) return;
    toast.show({ severity: 'success', summary: 'Tarefa criada', detail: task.title });
    void navigate(recordPath('tasks', task.id));
  };
}
