/**
 * Backend families (/a/stone/<family>/...) as the unit of freshness: a successful write of a family
 * announces it, and whatever read from that family loads again (src/stores/queryClient.ts).
 */

/**
 * The family of a backend path: the segment after /a/stone/ (`operator`, `account`, `passwordResetApply`),
 * or `declaration`, the one family outside /a/stone/ (/a/declaration/list and modify), or
 * the family an /api/… call belongs to (API_FAMILIES).
 */
export function familyOf(path: string): string | undefined {
  const match = /^\/a\/(?:stone\/([^/?#]+)|(declaration)\/)/.exec(path);
  return match?.[1] ?? match?.[2] ?? API_FAMILIES.find(([prefix]) => path.startsWith(prefix))?.[1];
}

/** /api/… calls that read or write a family's records: the equipment's technical parameters are eqm's. */
const API_FAMILIES: [prefix: string, family: string][] = [['/api/eqmProperty/', 'eqm']];

type FamilyListener = (family: string) => void;

let reader: FamilyListener | null = null;

/**
 * Runs a load and tells `onRead` the family of each call it makes. The calls are recognised while the
 * load runs synchronously, which covers the api functions: each calls the client at once. Those calls
 * are reads whatever their method (list queries are POST forms), so they announce no write.
 */
export function readFrom<T>(load: () => T, onRead: FamilyListener): T {
  const outer = reader;
  reader = onRead;
  try {
    return load();
  } finally {
    reader = outer;
  }
}

/** For the client, as a call starts: is it one a load makes? If so the load learns its family. */
export function startsRead(path: string): boolean {
  if (!reader) return false;
  const family = familyOf(path);
  if (family) reader(family);
  return true;
}

const writeListeners = new Set<FamilyListener>();

/** Successful writes, by family. */
export function onWrite(listener: FamilyListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/** For the client: a write to this path has succeeded. */
export function announceWrite(path: string): void {
  const family = familyOf(path);
  if (family) writeListeners.forEach((listener) => listener(family));
}
