import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { confirm } from '@/lib/feedback';

export const LEAVE_CONFIRM = '确定要离开吗？未保存的修改将丢失';

/**
 * Asks before a navigation would throw away unsaved input. React Router keeps one blocker per router,
 * so there is one guard in the shell (a draft a visit would replace) and one per form rendered outside
 * the shell.
 */
export function LeaveGuard({
  when,
  onLeave,
}: {
  when: (next: Location) => boolean;
  onLeave: (next: Location) => void;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      when(nextLocation),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const next = blocker.location;
    void confirm({ title: LEAVE_CONFIRM }).then((leave) => {
      if (leave) {
        onLeave(next);
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, onLeave]);
  return null;
}
