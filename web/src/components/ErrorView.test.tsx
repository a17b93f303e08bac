import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ErrorView } from './ErrorView';

describe('generic error page', () => {
  it('defaults to 500, titled in pt-BR (the spec\'s "Internal Server Error")', () => {
    render(<ErrorView />, { wrapper: MemoryRouter });
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Erro interno do servidor');
  });

  it('titles a 404 in pt-BR (the spec\'s "Page Not Found") and shows the given message', () => {
    render(<ErrorView statusCode={404} description="Sem esta rota." />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading').textContent).toBe('Página não encontrada');
    expect(screen.getByText('Sem esta rota.')).toBeTruthy();
  });

  it('titles other statuses by their class, never in English', () => {
    render(<ErrorView statusCode={418} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading').textContent).toBe('Não foi possível atender ao pedido');
  });
});
