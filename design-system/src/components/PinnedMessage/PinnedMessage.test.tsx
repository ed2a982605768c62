import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PinnedMessage } from './PinnedMessage.tsx';

describe('PinnedMessage', () => {
  it('shows the message with its priority tone', () => {
    render(<PinnedMessage priority={3} html="<p>Revise el monto</p>" />);
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('Revise el monto')).toBeInTheDocument();
  });

  it('renders nothing when its display flag is off', () => {
    const { container } = render(<PinnedMessage isVisible={false} html="Texto" />);
    expect(container).toBeEmptyDOMElement();
  });
});
