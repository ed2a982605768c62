import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml.tsx';

describe('SafeHtml', () => {
  it('renders the allowed markup with working links', () => {
    render(<SafeHtml html={'<p>Hola <a href="/ayuda" target="_blank">ayuda</a></p>'} />);
    const link = screen.getByRole('link', { name: 'ayuda' });
    expect(link).toHaveAttribute('href', '/ayuda');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never puts a script, handler or javascript: link in the DOM', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
          '<a href="javascript:window.__xss=3">x</a><svg><script>1</script></svg>'
        }
      />,
    );
    expect(container.querySelector('img, script, svg')).toBeNull();
    expect(container.querySelector('a')).not.toHaveAttribute('href');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
