import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatButton } from './ChatButton.tsx';

describe('ChatButton', () => {
  it('opens the chat url in a new tab and announces it', () => {
    render(<ChatButton enabled url="https://chat.inversiones.cl" />);
    const link = screen.getByRole('link', {
      name: /Chat con un ejecutivo.*\(se abre en una nueva pestaña\)/,
    });
    expect(link).toHaveAttribute('href', 'https://chat.inversiones.cl');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('floating, it is a landmark of its own; inline, it sits in the landmark of its host', () => {
    const { rerender } = render(<ChatButton enabled url="https://chat.inversiones.cl" />);
    expect(screen.getByRole('complementary', { name: 'Chat' })).toContainElement(
      screen.getByRole('link'),
    );
    rerender(<ChatButton enabled url="https://chat.inversiones.cl" isInline />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is not shown unless enabled and given a url', () => {
    const { rerender } = render(<ChatButton enabled={false} url="https://chat.inversiones.cl" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    rerender(<ChatButton enabled url={null} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
