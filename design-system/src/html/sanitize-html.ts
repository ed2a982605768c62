import DOMPurify, { type DOMPurify as DOMPurifyInstance } from 'dompurify';

/**
 * The conservative allow-list for HTML that comes from configuration or the server (alerts,
 * poll alternatives, rawHtml fields). Nothing else survives: no images, styles, forms or scripts.
 */
export const allowedTags = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'span',
];
export const allowedAttributes = ['href', 'title', 'target', 'rel'];

// Only web, mail and phone links, and relative ones: javascript:, data:, vbscript: never pass.
const allowedUri = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let instance: DOMPurifyInstance | undefined;

function purifier(): DOMPurifyInstance | undefined {
  if (instance) return instance;
  if (typeof window === 'undefined') return undefined;
  const purify = DOMPurify(window);
  if (!purify.isSupported) return undefined;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    // Attributes only mean something on links.
    const target = node.getAttribute('target');
    if (target === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (target !== null) {
      node.removeAttribute('target');
    }
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    // target, rel and href belong to links; on a span or a p they are dropped.
    if (
      node.tagName !== 'A' &&
      (data.attrName === 'href' || data.attrName === 'target' || data.attrName === 'rel')
    ) {
      data.keepAttr = false;
    }
  });
  instance = purify;
  return instance;
}

const escapeText = (html: string) => html.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Sanitises untrusted HTML to the allow-list (p, br, strong, em, b, i, u, ul, ol, li, span and
 * a[href|title|target|rel]). Links opening a new tab get rel="noopener noreferrer"; javascript:
 * and other non-web URLs are dropped. Without a DOM (server rendering) the text is escaped whole.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const purify = purifier();
  if (!purify) return escapeText(html);
  return purify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
