import DOMPurify from 'dompurify';

/** CSS that runs code in some engine (old IE expressions and behaviours, javascript: URLs). */
const SCRIPTED_CSS = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding/i;

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof Element)) return;
  // Links the CMS opens in a new window cannot reach back to the portal (window.opener).
  if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  if (SCRIPTED_CSS.test(node.getAttribute('style') ?? '')) node.removeAttribute('style');
});

/**
 * Chrome checks the page's Content-Security-Policy whenever an HTML parser meets an inline event
 * handler, even in the inert document DOMPurify parses into, and reports a violation for each one
 * (nothing runs). Handler attributes are renamed inside tags before parsing, so the policy's reports
 * stay for real attacks; DOMPurify drops the renamed ones like any data-* attribute.
 */
const INLINE_HANDLER = /(<[^>]*?[\s/"'])(on[a-z]+\s*=)/gi;
export function disarmInlineHandlers(html: string): string {
  let previous: string;
  do {
    previous = html;
    html = html.replace(INLINE_HANDLER, '$1data-disarmed-$2');
  } while (html !== previous);
  return html;
}

/**
 * CMS HTML made safe to insert: no scripts, event handlers, javascript:/data: links, frames, and no
 * forms (a notice must never ask for a password). Ids and names are prefixed (user-content-…) and
 * data-* attributes dropped, so notice markup can never clobber the portal's globals or pass for
 * the portal's own elements.
 */
export function sanitizeNoticeHtml(html: string): string {
  return DOMPurify.sanitize(disarmInlineHandlers(html), {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'option', 'style'],
    ALLOW_DATA_ATTR: false,
    SANITIZE_NAMED_PROPS: true,
  });
}
