import { useMemo } from 'react';
import { sanitizeNoticeHtml } from './sanitizeNotice';

/** CMS HTML shown as is, after sanitizeNoticeHtml. */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeNoticeHtml(html), [html]);
  return <div className="notice-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
