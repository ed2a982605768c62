import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ExecutiveBanner } from './ExecutiveBanner.tsx';

describe('ExecutiveBanner', () => {
  it('names the executive with e-mail and phone links', () => {
    render(
      <ExecutiveBanner
        name="Rodrigo Valenzuela"
        email="rv@inversiones.cl"
        phone="+56 2 2000 0000"
      />,
    );
    expect(
      screen.getByRole('complementary', { name: 'Su ejecutivo de inversiones' }),
    ).toHaveTextContent('Rodrigo Valenzuela');
    expect(screen.getByRole('link', { name: 'rv@inversiones.cl' })).toHaveAttribute(
      'href',
      'mailto:rv@inversiones.cl',
    );
    expect(screen.getByRole('link', { name: '+56 2 2000 0000' })).toHaveAttribute(
      'href',
      'tel:+56220000000',
    );
  });

  it('the Agendar reunión online link goes to /reunionOnline/landing from the keyboard', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <ExecutiveBanner name="Rodrigo Valenzuela" />
      </RouterProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Agendar reunión online' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/reunionOnline/landing', undefined);
  });

  it('hides the meeting button when the client cannot schedule', () => {
    render(<ExecutiveBanner name="Rodrigo Valenzuela" canSchedule={false} />);
    expect(screen.queryByRole('link', { name: 'Agendar reunión online' })).not.toBeInTheDocument();
  });
});
