import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, formatDate, officeDate } from '@office/domain/dates';
import type { WorkItem } from '@office/domain/tasks';
import { MyWorkCard } from '../../components/records/tasks/MyWorkCard';
import { renderWithApp } from '../../test/app';
import { fakeOperations } from '../../test/operations';
import { aTask } from '../../test/records';
import { TEAM } from './task-fixture';
import { MyWorkPage } from './MyWorkPage';

const server = { items: [] as WorkItem[] };

const operations = fakeOperations({
  'directory-list': () => TEAM,
  'tasks-myWork': () => server.items,
});

// Relative to the office's today, as the page groups them.
const today = officeDate();
const day = (days: number) => addDays(today, days);

function task(id: string, date: string | null, role: 'assignee' | 'reviewer' = 'assignee', lawsuitLabel: string | null = null): WorkItem {
  return {
    kind: 'task',
    role,
    date,
    task: aTask({ id, title: `Tarefa ${id}`, dueDate: date, dueSort: date ?? '9999-12-31', lawsuitLabel, priority: 'alta' }),
  };
}

function prazo(id: string, internalDate: string, fatalDate: string): WorkItem {
  return {
    kind: 'prazo',
    date: internalDate,
    prazo: { id, title: `Contestação ${id}`, internalDate, fatalDate, lawsuitId: 'l1', lawsuitLabel: 'REF-1' },
  };
}

beforeEach(() => {
  // In the server's order (by urgency): the page keeps it within each heading.
  server.items = [
    prazo('p1', day(-2), day(3)),
    task('late', day(-1), 'reviewer', 'REF-2'),
    task('today', today),
    task('week', day(7)),
    task('soon', day(1)),
    task('later', day(8)),
    task('undated', null),
  ];
});

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const linksIn = (heading: string) =>
  within(screen.getByRole('region', { name: new RegExp(`^${heading}`) }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('Meu trabalho', () => {
  it('groups the items under Atrasados, Hoje, Próximos 7 dias, Depois and Sem data, in the given order', async () => {
    renderWithApp(<MyWorkPage />);
    await screen.findByRole('heading', { name: /^Atrasados/ });
    expect(headings()).toEqual(['Atrasados (2)', 'Hoje (1)', 'Próximos 7 dias (2)', 'Depois (1)', 'Sem data (1)']);
    expect(linksIn('Atrasados')).toEqual(['Contestação p1', 'Tarefa late']);
    expect(linksIn('Hoje')).toEqual(['Tarefa today']);
    // The server put "week" before "soon": kept.
    expect(linksIn('Próximos 7 dias')).toEqual(['Tarefa week', 'Tarefa soon']);
    expect(linksIn('Depois')).toEqual(['Tarefa later']);
    expect(linksIn('Sem data')).toEqual(['Tarefa undated']);
  });

  it('says what each line is: a prazo with its dates, a task to review, its due date, priority and lawsuit', async () => {
    renderWithApp(<MyWorkPage />);
    const late = await screen.findByRole('region', { name: /^Atrasados/ });
    const [prazoLine, reviewLine] = within(late).getAllByRole('listitem');
    expect(within(prazoLine!).getByText('Prazo')).toBeTruthy();
    expect(within(prazoLine!).getByRole('link', { name: 'Contestação p1' }).getAttribute('href')).toBe('/events/p1');
    expect(prazoLine!.textContent).toContain(`Interno ${formatDate(day(-2))} · fatal ${formatDate(day(3))} · REF-1`);

    expect(within(reviewLine!).getByText('Para revisar')).toBeTruthy();
    expect(within(reviewLine!).getByRole('link', { name: 'Tarefa late' }).getAttribute('href')).toBe('/tasks/late');
    expect(within(reviewLine!).getByText(`Atrasada desde ${formatDate(day(-1))}`)).toBeTruthy();
    expect(within(reviewLine!).getByText('Alta')).toBeTruthy();
    expect(reviewLine!.textContent).toContain('REF-2');
    // A task of one's own is not "Para revisar".
    expect(within(screen.getByRole('region', { name: /^Hoje/ })).queryByText('Para revisar')).toBeNull();
  });

  it('says when there is nothing to do', async () => {
    server.items = [];
    renderWithApp(<MyWorkPage />);
    expect(await screen.findByText('Nada pendente para você agora.')).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });
});

describe('the home page card', () => {
  it('asks for the five most urgent items and links to the page', async () => {
    server.items = server.items.slice(0, 5);
    renderWithApp(<MyWorkCard />);
    expect(await screen.findByRole('link', { name: 'Contestação p1' })).toBeTruthy();
    expect(operations.calls('tasks-myWork')[0]).toEqual({ limit: 5 });
    expect(within(screen.getByRole('list', { name: 'Meu trabalho mais urgente' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Ver meu trabalho' }).getAttribute('href')).toBe('/my-work');
  });
});
