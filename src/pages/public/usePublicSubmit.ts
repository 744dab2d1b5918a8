import { useRef, useState } from 'react';

/**
 * A submit that runs once at a time: a ref (not state) guards it, because a double click arrives
 * twice in the same tick, before any re-render.
 */
export function usePublicSubmit<T>(action: (values: T) => Promise<void>) {
  const pending = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const submit = async (values: T) => {
    if (pending.current) return;
    pending.current = true;
    setSubmitting(true);
    try {
      await action(values);
    } finally {
      pending.current = false;
      setSubmitting(false);
    }
  };
  return { submit, submitting };
}
