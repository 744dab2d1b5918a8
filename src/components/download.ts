/** Saves a downloaded Blob as a file through a temporary <a download> with a Blob URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The file name a Content-Disposition header gives: the UTF-8 `filename*` (RFC 5987) when present,
 * else the plain `filename`, else `fallback`.
 */
export function fileNameFromDisposition(header: string | undefined, fallback: string): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header ?? '')?.[1];
  return plain?.trim() || fallback;
}
