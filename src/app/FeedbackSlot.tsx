import { useEffect, useLayoutEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { feedbackWanted, mountFeedbackSlot } from '@/lib/feedback';
import { withDeferredStyles } from './boot/deferredStyles';

/**
 * Where toasts and dialogs render once something asks for them (see feedback.ts). The host's code is
 * fetched in an effect, not with lazy(): a suspending render would hold back the commit of the update
 * that asked for the toast (a form's saving state stayed on until the chunk arrived).
 */
export function FeedbackSlot() {
  const wanted = useSyncExternalStore(feedbackWanted.subscribe, feedbackWanted.get, feedbackWanted.get);
  const [Host, setHost] = useState<ComponentType | null>(null);
  useLayoutEffect(mountFeedbackSlot, []);
  useEffect(() => {
    if (!wanted || Host) return;
    let live = true;
    // Toasts and dialogs are antd components of the later stylesheets (boot/deferredStyles.ts).
    void withDeferredStyles(() => import('./FeedbackHost'))().then(
      (loaded) => live && setHost(() => loaded.default),
    );
    return () => {
      live = false;
    };
  }, [wanted, Host]);
  return Host ? <Host /> : null;
}
