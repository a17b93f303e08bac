import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ErrorView } from './ErrorView';

describe('generic error page', () => {
  it('defaults to 500 / Internal Server Error', () => {
    render(<ErrorView />, { wrapper: MemoryRouter });
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Internal Server Error');
  });

  it('titles a 404 "Page Not Found" and shows the given message', () => {
    render(<ErrorView statusCode={404} description="Sem esta rota." />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading').textContent).toBe('Page Not Found');
    expect(screen.getByText('Sem esta rota.')).toBeTruthy();
  });
});
