import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignatoryList } from './SignatoryList.tsx';

const signatories = [
  {
    id: 'a',
    name: 'Patricia Elena Lagos Vidal',
    detail: '10.987.654-2',
    signedAt: '27/11/2026 10:32',
  },
  { id: 'b', name: 'Rodrigo Ignacio Soto Muñoz', signedAt: null, isCurrentUser: true },
];

describe('SignatoryList', () => {
  it('says how far the signing went and each signatory’s state in words', () => {
    render(<SignatoryList aria-label="Firmantes" signatories={signatories} />);
    expect(screen.getByText('1 de 2 firmas')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Firmantes' });
    const [signed, pending] = screen.getAllByRole('listitem');
    expect(list).toContainElement(signed!);
    expect(list).toHaveAccessibleDescription('1 de 2 firmas');
    expect(signed).toHaveTextContent(
      'Patricia Elena Lagos Vidal10.987.654-2FirmadoFirmó el 27/11/2026 10:32',
    );
    expect(pending).toHaveTextContent('Rodrigo Ignacio Soto MuñozUstedPendiente de firma');
    expect(pending).toHaveAttribute('aria-current', 'true');
    expect(signed).not.toHaveAttribute('aria-current');
  });

  it('opens with the caller’s sentence where fewer than all of them sign', () => {
    render(
      <SignatoryList
        aria-label="Apoderados"
        signatories={signatories}
        progress="Firmó 1 apoderado."
      />,
    );
    expect(screen.queryByText('1 de 2 firmas')).toBeNull();
    expect(screen.getByRole('list', { name: 'Apoderados' })).toHaveAccessibleDescription(
      'Firmó 1 apoderado.',
    );
  });

  it('says so when no one is to sign yet, with the caller’s words when given', () => {
    const { rerender } = render(<SignatoryList signatories={[]} />);
    expect(screen.getByText('Aún no hay apoderados validados para firmar.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<SignatoryList signatories={[]} emptyMessage="Nadie debe firmar." />);
    expect(screen.getByText('Nadie debe firmar.')).toBeInTheDocument();
  });

  it('announces loading and hides the placeholders from assistive technology', () => {
    render(<SignatoryList signatories={signatories} isLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando firmantes…');
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.queryByText('Patricia Elena Lagos Vidal')).toBeNull();
  });
});
