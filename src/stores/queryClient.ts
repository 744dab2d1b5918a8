import { hashKey, notifyManager, QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { onWrite, readFrom } from '@/http/families';
import { useSession } from '@/stores/session';

/**
 * The server-state cache behind useLoad. Its hooks pass it to useQuery themselves, so no provider
 * wraps the app and the query library loads with the first page that reads through it, not with the
 * login page.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The client has shown the failure already; the page offers 重试.
      retry: false,
      // A tab shown again within a minute shows what it has; later it loads again behind its data.
      // Writes made in the portal do not wait for this: they invalidate their family at once.
      staleTime: 60_000,
      // Coming back to the browser window is not a reason to reload every open tab's list.
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      // Offline or not, a call is sent and its failure reported by the client, as before the cache.
      networkMode: 'always',
    },
  },
});

// An answer renders in the task it arrived in (its callbacks run as microtasks), not in a timer task
// queued behind the frame and whatever else waits: a list's rows come one task sooner.
notifyManager.setScheduler(queueMicrotask);

/** The families each query has read from, by query hash: a load is a closure around api calls. */
const familiesRead = new Map<string, Set<string>>();

/** A query function for a load: remembers the families its calls read from. */
export function readingQueryFn<T>(load: () => Promise<T>) {
  return ({ queryKey }: QueryFunctionContext) => {
    const hash = hashKey(queryKey);
    const families = familiesRead.get(hash) ?? new Set<string>();
    familiesRead.set(hash, families);
    return readFrom(load, (family) => families.add(family));
  };
}

/**
 * A load started before the hook that shows it has rendered: a list's first page, asked for as its
 * route is entered (src/layout/shellTabs.ts, startPageCalls) while the shell and the page still render.
 * `settled` holds the answer once it is in, so the hook's first render can show it.
 */
export interface StartedLoad<T> {
  /** Who will take it (a list's route name) and for which key of theirs. */
  owner: string;
  key: string;
  answer: Promise<T>;
  families: ReadonlySet<string>;
  settled?: { value: T };
  /** A hook has shown or awaited it: a later one calls again. */
  taken?: boolean;
  at: number;
}

/** Long enough for a page entered on a slowed host to render and take its answer, too short to go stale. */
const STARTED_LOAD_KEPT_MS = 5_000;
/** Only the page being entered has one: a newer start replaces it. */
let started: StartedLoad<unknown> | undefined;

/**
 * Starts a load for `owner`'s hook to take (takeStartedLoad), noting the families it reads from; one
 * started for the same owner and key and not yet taken goes on instead (the menu's click, then the
 * route's loader).
 */
export function startLoad<T>(owner: string, key: string, load: () => Promise<T>): void {
  if (takeStartedLoad(owner, key)) return;
  const families = new Set<string>();
  const answer = readFrom(load, (family) => families.add(family));
  const entry: StartedLoad<T> = { owner, key, answer, families, at: Date.now() };
  started = entry;
  answer.then(
    (value) => (entry.settled = { value }),
    // The hook that takes it reports the failure; one nobody takes was never shown.
    () => undefined,
  );
}

/** The load started for this owner and key, if it is recent, not taken, and no write has happened since. */
export function takeStartedLoad<T>(owner: string, key: string): StartedLoad<T> | undefined {
  const entry = started;
  if (!entry || entry.taken || entry.owner !== owner || entry.key !== key) return undefined;
  if (Date.now() - entry.at > STARTED_LOAD_KEPT_MS) return undefined;
  // Its owner's type: the owner started it with the same declaration it renders.
  return entry as StartedLoad<T>;
}

/** The query showing a started load read from the families the load's calls did. */
export function adoptReads(queryKey: readonly unknown[], families: ReadonlySet<string>): void {
  const hash = hashKey(queryKey);
  familiesRead.set(hash, new Set([...(familiesRead.get(hash) ?? []), ...families]));
}

queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'removed') familiesRead.delete(event.query.queryHash);
});

// A successful write makes what was read from its family stale. Queries on screen load again at once;
// those of hidden tabs (<Activity> has unsubscribed them) when their tab is shown: no calls for lists
// nobody is looking at, and a tab shown again keeps its rows until the new ones arrive. A query keyed
// by its family first (useQuery outside useLoad) is found by its key.
onWrite((family) => {
  // What a started load answered may no longer be so.
  started = undefined;
  void queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === family || familiesRead.get(query.queryHash)?.has(family) === true,
  });
});

let generation = 0;
/** Counts the clearings below: an answer a hook kept from an earlier generation is not shown again. */
export const cacheGeneration = () => generation;

// Data is per user and per role: another user (or none) never sees the previous one's answers.
useSession.subscribe((state, previous) => {
  if (state.loginName !== previous.loginName || state.currentRoleId !== previous.currentRoleId) {
    generation += 1;
    started = undefined;
    queryClient.clear();
  }
});
