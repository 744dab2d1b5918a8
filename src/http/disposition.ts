/**
 * The file name of a download from its Content-Disposition header: the UTF-8 `filename*` (RFC 6266 /
 * RFC 5987) when present, else the plain `filename`; undefined without either. Folders are dropped:
 * the name is only ever a name.
 */
export function dispositionFileName(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  let name: string | undefined;
  if (extended) {
    const match = /^([\w-]+)'[^']*'(.*)$/.exec(extended.replace(/^"(.*)"$/, '$1'));
    if (match && match[1].toLowerCase() === 'utf-8') {
      try {
        name = decodeURIComponent(match[2]);
      } catch {
        name = undefined;
      }
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  name ??= plain?.[1] ?? plain?.[2]?.trim();
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || undefined;
}
