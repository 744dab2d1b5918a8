import { getConfig } from '@/config';
import type { z } from 'zod';
// Types only: the client never loads the contract's schemas (zod would come along).
import type { printCalls } from '@/contract/calls/print';
import { request, type RequestOptions } from '@/http/client';

/**
 * The print host: reports, certificates and marks as PDFs, made by a separate service at
 * config `printHost` with the same session parameters and envelope as the backend. Documents are
 * fetched (so an expired session or a refusal is handled as any call's) and shown from the blob.
 */

/** Documents the print host makes, by the name in its path. */
export type PrintDocumentName = keyof typeof printCalls;

/** A PDF from the print host and the server's name for it (from its Content-Disposition header). */
export interface PrintedDocument {
  blob: Blob;
  fileName?: string;
}

/** The print host's base address without a trailing slash. */
export const printHostBase = () => getConfig().printHost.replace(/\/+$/, '');

/** GET <printHost>/pdf/<document>?...: the document as a PDF. */
export const fetchPrintDocument = <N extends PrintDocumentName>(
  document: N,
  params: z.input<(typeof printCalls)[N]['request']>,
  options: Pick<RequestOptions, 'session' | 'silent'> = {},
): Promise<PrintedDocument> =>
  request<Blob>(`/pdf/${document}`, {
    ...options,
    base: printHostBase(),
    params,
    responseType: 'blob',
  }).then((e) => ({ blob: e.data, fileName: e.fileName }));
