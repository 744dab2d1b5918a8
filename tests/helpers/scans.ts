/**
 * Files whose content starts as its kind's really does (the stand-in reads the signature, not the
 * name or the browser's type): what a scanner or a phone camera hands the portal. The bytes are
 * written out here, not taken from the stand-in, so that the tests check its table.
 */
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const SIGNATURES: Record<string, { type: string; head: number[] }> = {
  png: { type: 'image/png', head: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpg: { type: 'image/jpeg', head: JPEG },
  jpeg: { type: 'image/jpeg', head: JPEG },
  gif: { type: 'image/gif', head: ascii('GIF89a') },
  bmp: { type: 'image/bmp', head: ascii('BM') },
  webp: { type: 'image/webp', head: [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')] },
  pdf: { type: 'application/pdf', head: ascii('%PDF-1.7\n') },
};

/** The allowed kinds, by extension. */
export const SCAN_EXTENSIONS = Object.keys(SIGNATURES);

/** A file of size bytes whose content is of the kind its name's extension says, or of the given kind. */
export function scanFile(name: string, size = 1024, kind = name.split('.').pop()!.toLowerCase()): File {
  const { type, head } = SIGNATURES[kind];
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type });
}
