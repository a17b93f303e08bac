import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/app';
import { ErrorRoutePage } from './ErrorPage';

describe('/auth/Error', () => {
  it('shows its own words for the status, never text from the address', () => {
    renderWithApp(<ErrorRoutePage />, {
      at: '/auth/Error?status=403&message=Sua%20conta%20foi%20bloqueada%2C%20ligue%20para%200800&description=Pague%20a%20taxa',
    });
    expect(screen.getByRole('heading').textContent).toBe('Acesso não autorizado');
    expect(screen.queryByText(/0800|taxa/)).toBeNull();
    expect(screen.getByText('403')).toBeTruthy();
  });
});
