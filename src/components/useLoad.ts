import { createContext, useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isNotFound } from '@/http/errors';
import {
  adoptReads,
  cacheGeneration,
  queryClient,
  readingQueryFn,
  type StartedLoad,
} from '@/stores/queryClient';

/** An answer, boxed: a load may answer undefined, which the query library does not keep. */
interface Answer<T> {
  value: T;
}

/**
 * Loads data for a key (the query, the id, a reload counter) through the server-state cache, so that
 * a successful write of a family the load read from loads it again (src/stores/queryClient.ts).
 * Loading is "the answer in hand is for another key": the previous data stays visible while the next
 * loads, and an error keeps the last data. A failed reload of an answer in hand is no error of the
 * page (the client has shown it): a list keeps its rows and a form its input.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  key: string,
  {
    reloadAfterWrites = true,
    started,
  }: {
    /**
     * false for what a form starts from (the equipment an application is made for): a write, the
     * form's own submission first, must not load it again behind the input; the server would now
     * refuse it (already applied for) and the page show an error after its success.
     */
    reloadAfterWrites?: boolean;
    /**
     * The same load, started before this hook rendered (takeStartedLoad): shown at the first render
     * if its answer is in, else awaited instead of calling again. Used for its own key only.
     */
    started?: StartedLoad<T>;
  } = {},
) {
  // Each hook has its own entries: a load is a closure that may shape what its api call answers,
  // so two hooks making the same call need not want the same data.
  const hook = useId();
  const answer = () => load().then((value): Answer<T> => ({ value }));
  const queryKey = ['load', hook, key];
  const early = started?.key === key ? started : undefined;
  // Unread families: no write finds this query to load it again.
  const call = reloadAfterWrites ? readingQueryFn(answer) : answer;
  if (early && reloadAfterWrites) adoptReads(queryKey, early.families);
  const query = useQuery<Answer<T>>(
    {
      queryKey,
      // The started load answers once, at the first render or as the first call; a reload calls again.
      initialData: () => {
        if (!early?.settled || early.taken) return undefined;
        early.taken = true;
        return { value: early.settled.value };
      },
      queryFn: (context) => {
        if (!early || early.taken) return call(context);
        early.taken = true;
        return early.answer.then((value): Answer<T> => ({ value }));
      },
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  // The last answer shown, its key and the cache's generation: the last data while another key loads
  // or fails, and the answer for this key when the cache has dropped it (a tab hidden for long) and
  // loads it again. Not across a change of user: the cache was cleared for that.
  const generation = cacheGeneration();
  const [kept, setKept] = useState<(Answer<T> & { key: string; generation: number }) | null>(null);
  const own = query.isPlaceholderData ? undefined : query.data;
  if (own && (kept?.key !== key || kept.value !== own.value || kept.generation !== generation)) {
    setKept({ key, value: own.value, generation });
  }
  const last = kept?.generation === generation ? kept : undefined;
  const current = own ?? (last?.key === key ? last : undefined);
  const failed = !current && query.isError;
  return {
    data: (current ?? last)?.value,
    loading: !current && !failed,
    error: failed ? query.error?.message || '加载失败' : '',
    /** The failure is the server's answer that there is no such record for the caller. */
    missing: failed && isNotFound(query.error),
    fresh: current?.value,
    /** Loads this key again, keeping what is shown until the answer is in (after an action on it). */
    refetch: () => void query.refetch(),
  };
}

// Here, beside the loads, because every form and every attachment field loads this module already: in
// a module of its own it was one more chunk (0.3 KB with its request) on every route with a form.

/**
 * The uploads in flight of the form an attachment field is in (none outside a form that submits): the
 * field holds each upload here until it has ended, and the form's submit waits for them. A user who
 * presses 提交 while a file still uploads gets the submission with the file, not the server's refusal
 * of a missing attachment.
 */
export const UploadsInFlight = createContext<Set<Promise<unknown>> | null>(null);

/**
 * A form's uploads in flight, for UploadsInFlight, and `settled`, which its submit awaits: at once when
 * none is in flight, else once all have ended, `waiting` meanwhile (for the form to say why).
 */
export function useUploadsInFlight() {
  const [uploads] = useState(() => new Set<Promise<unknown>>());
  const [waiting, setWaiting] = useState(false);
  const settled = async () => {
    if (!uploads.size) return;
    setWaiting(true);
    // An upload never rejects: its field has shown the failure.
    await Promise.all(uploads);
    setWaiting(false);
  };
  return { uploads, waiting, settled };
}
