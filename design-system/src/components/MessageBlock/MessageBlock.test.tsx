import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageBlock } from './MessageBlock.tsx';

describe('MessageBlock', () => {
  it('shows title, message and files as download links', () => {
    render(
      <MessageBlock
        title="Documentos"
        files={[
          { name: 'Reglamento.pdf', href: '/r.pdf' },
          { name: 'Folleto.pdf', href: '/f.pdf' },
        ]}
      >
        Revise los documentos.
      </MessageBlock>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Documentos' })).toBeInTheDocument();
    expect(screen.getByText('Revise los documentos.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Documentos' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/r.pdf', '/f.pdf']);
    for (const a of links) expect(a).toHaveAttribute('download');
  });

  it('keeps a configured icon image decorative', () => {
    const { container } = render(<MessageBlock imageSrc="icono.png" title="T" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
