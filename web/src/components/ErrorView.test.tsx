import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/app';
import { ErrorView } from './ErrorView';

describe('generic error page', () => {
  it('defaults to 500, titled in pt-BR (the spec\'s "Internal Server Error")', () => {
    renderWithApp(<ErrorView />);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Erro interno do servidor');
  });

  it('titles a 404 in pt-BR (the spec\'s "Page Not Found") and shows the given message', () => {
    renderWithApp(<ErrorView statusCode={404} description="Sem esta rota." />);
    expect(screen.getByRole('heading').textContent).toBe('Página não encontrada');
    expect(screen.getByText('Sem esta rota.')).toBeTruthy();
  });

  it('titles other statuses by their class, never in English', () => {
    renderWithApp(<ErrorView statusCode={418} />);
    expect(screen.getByRole('heading').textContent).toBe('Não foi possível atender ao pedido');
  });
});
