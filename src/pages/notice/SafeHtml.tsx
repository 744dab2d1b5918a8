import { useMemo } from 'react';
import DOMPurify from 'dompurify';

/** CMS HTML shown as is, after removing scripts, event handlers and javascript: links. */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] }),
    [html],
  );
  return <div className="notice-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
