import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.ts';

const parse = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<p>Estimado <strong>cliente</strong>, <em>revise</em> <b>sus</b> <i>datos</i> <u>hoy</u>.<br>' +
      '<span>Gracias</span></p><ul><li>Uno</li></ul><ol><li>Dos</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script tags and their content', () => {
    const out = sanitizeHtml('<p>Hola</p><script>alert(document.cookie)</script>');
    expect(out).toBe('<p>Hola</p>');
  });

  it('removes event handler attributes such as onerror and onclick', () => {
    const out = sanitizeHtml('<img src=x onerror="alert(1)"><p onclick="alert(2)">Texto</p>');
    expect(out).toBe('<p>Texto</p>');
    expect(out).not.toMatch(/onerror|onclick|alert/);
  });

  it('drops javascript: and data: hrefs but keeps the link text', () => {
    const out = parse(
      sanitizeHtml(
        '<a href="javascript:alert(1)">uno</a><a href="JaVaScRiPt&colon;alert(1)">dos</a>' +
          '<a href=" javascript:alert(1)">tres</a><a href="data:text/html,<script>alert(1)</script>">cuatro</a>',
      ),
    );
    const links = [...out.querySelectorAll('a')];
    expect(links).toHaveLength(4);
    for (const a of links) expect(a.hasAttribute('href')).toBe(false);
    expect(out.textContent).toBe('unodostrescuatro');
  });

  it('removes svg with onload, iframes, styles and forms', () => {
    const out = sanitizeHtml(
      '<svg onload="alert(1)"><circle r="1"/></svg><iframe src="https://x.test"></iframe>' +
        '<style>body{display:none}</style><form action="https://x.test"><input name="q"></form>' +
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    );
    expect(out).not.toMatch(/<svg|<iframe|<style|<form|<input|<img|onload|onerror|<math/i);
  });

  it('forces rel="noopener noreferrer" on target=_blank links and keeps safe hrefs', () => {
    const a = parse(
      sanitizeHtml(
        '<a href="https://www.cmfchile.cl" target="_blank" rel="opener" title="CMF">CMF</a>',
      ),
    ).querySelector('a');
    expect(a).toHaveAttribute('href', 'https://www.cmfchile.cl');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    expect(a).toHaveAttribute('title', 'CMF');
  });

  it('drops a target other than _blank, and link attributes on other elements', () => {
    const out = parse(
      sanitizeHtml(
        '<a href="/ffmm/misFondos" target="_top">Fondos</a><span href="/x" style="color:red" class="c">t</span>',
      ),
    );
    expect(out.querySelector('a')).not.toHaveAttribute('target');
    expect(out.querySelector('a')).toHaveAttribute('href', '/ffmm/misFondos');
    const span = out.querySelector('span');
    expect(span?.attributes).toHaveLength(0);
  });

  it('keeps mailto and tel links', () => {
    const out = parse(
      sanitizeHtml('<a href="mailto:contacto@firma.cl">m</a><a href="tel:+56221234567">t</a>'),
    );
    const hrefs = [...out.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['mailto:contacto@firma.cl', 'tel:+56221234567']);
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
