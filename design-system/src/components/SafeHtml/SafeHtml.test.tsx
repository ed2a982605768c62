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

  // Each payload alone, as configurations carry them: nothing executable may reach the DOM.
  const payloads: [string, string][] = [
    ['an img with onerror', '<img src=x onerror="window.__pwned=true">Texto'],
    ['a javascript: link', '<a href="javascript:window.__pwned=true">Texto</a>'],
    ['an encoded javascript: link', '<a href="&#106;avascript:window.__pwned=true">Texto</a>'],
    ['a mixed-case javascript: link', '<a href="JaVaScRiPt:window.__pwned=true">Texto</a>'],
    ['a javascript: link behind spaces', '<a href="  javascript:window.__pwned=true">Texto</a>'],
    [
      'a javascript: link split by a tab',
      '<a href="java&#x09;script:window.__pwned=true">Texto</a>',
    ],
    ['a data: link', '<a href="data:text/html,<script>window.__pwned=true</script>">Texto</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">Texto</a>'],
    ['a script', '<script>window.__pwned=true</script>Texto'],
    ['an svg with onload', '<svg onload="window.__pwned=true"><circle r="4"></circle></svg>Texto'],
    [
      'an iframe with srcdoc',
      '<iframe srcdoc="<script>parent.__pwned=true</script>"></iframe>Texto',
    ],
    ['a handler on an allowed tag', '<p onclick="window.__pwned=true" onmouseover="x()">Texto</p>'],
    [
      'a style with a url',
      '<span style="background:url(javascript:window.__pwned=true)">Texto</span>',
    ],
    [
      'a form with an action',
      '<form action="javascript:window.__pwned=true"><button>Texto</button></form>',
    ],
  ];

  it.each(payloads)('renders %s inert: no script, handler or javascript: URL', (_name, html) => {
    const { container } = render(<SafeHtml html={html} />);
    expect(
      container.querySelector('script, img, svg, iframe, form, style, object, embed'),
    ).toBeNull();
    for (const element of container.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on|^style$|^srcdoc$/i);
        expect(attribute.value.replace(/\s/g, '')).not.toMatch(/javascript:|data:|vbscript:/i);
      }
    }
    // The readable text of the payload stays.
    expect(container.textContent).toContain('Texto');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('keeps web, mail and phone links', () => {
    render(
      <SafeHtml
        html={
          '<a href="https://www.cmfchile.cl">CMF</a> <a href="mailto:contacto@inversiones.cl">correo</a>' +
          ' <a href="tel:+56226000000">teléfono</a>'
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'CMF' })).toHaveAttribute(
      'href',
      'https://www.cmfchile.cl',
    );
    expect(screen.getByRole('link', { name: 'correo' })).toHaveAttribute(
      'href',
      'mailto:contacto@inversiones.cl',
    );
    expect(screen.getByRole('link', { name: 'teléfono' })).toHaveAttribute(
      'href',
      'tel:+56226000000',
    );
  });
});
