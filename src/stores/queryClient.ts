import { hashKey, QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
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

queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'removed') familiesRead.delete(event.query.queryHash);
});

// A successful write makes what was read from its family stale. Queries on screen load again at once;
// those of hidden tabs (<Activity> has unsubscribed them) when their tab is shown: no calls for lists
// nobody is looking at, and a tab shown again keeps its rows until the new ones arrive. A query keyed
// by its family first (useQuery outside useLoad) is found by its key.
onWrite((family) => {
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
    queryClient.clear();
  }
});
