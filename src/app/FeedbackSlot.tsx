import { lazy, Suspense, useLayoutEffect, useSyncExternalStore } from 'react';
import { feedbackWanted, mountFeedbackSlot } from './feedback';

const FeedbackHost = lazy(() => import('./FeedbackHost'));

/** Where toasts and dialogs render once something asks for them (see feedback.ts). */
export function FeedbackSlot() {
  const wanted = useSyncExternalStore(feedbackWanted.subscribe, feedbackWanted.get);
  useLayoutEffect(mountFeedbackSlot, []);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}
