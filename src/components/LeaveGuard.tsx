import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { confirm } from '@/lib/feedback';

export const LEAVE_CONFIRM = '确定要离开吗？未保存的修改将丢失';

/**
 * Asks before a navigation would throw away unsaved input. React Router keeps one blocker per router,
 * so there is one guard in the shell (for the shown tab) and one per form rendered outside the shell.
 */
export function LeaveGuard({ when, onLeave }: { when: () => boolean; onLeave: () => void }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ title: LEAVE_CONFIRM }).then((leave) => {
      if (leave) {
        onLeave();
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, onLeave]);
  return null;
}
