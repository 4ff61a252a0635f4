import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a dialog's submission is: idle, saving (controls disabled), or failed with the spec's failure text. */
export type SubmissionStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'saving' }
  | { readonly state: 'failed'; readonly message: string };

/**
 * A write the store refused with its own words (a member limit, a read-only list): the dialog shows those words
 * instead of its generic failure text (spec 3 §8).
 */
export class WriteRefused extends Error {
  /** Creates the refusal; `refusal` null shows the dialog's own failure text. */
  constructor(readonly refusal: string | null) {
    super(refusal ?? 'the write failed');
    this.name = 'WriteRefused';
  }
}

/**
 * Runs a dialog's onSubmit: saving while its promise is pending, failed with `failureMessage` (or the words of a
 * {@link WriteRefused}) when it throws or rejects. A second submit while saving is ignored; a result arriving after unmount is dropped.
 */
export function useSubmission<V>(onSubmit: (values: V) => Promise<void> | void, failureMessage: string) {
  const [status, setStatus] = useState<SubmissionStatus>({ state: 'idle' });
  const mounted = useRef(true);
  const saving = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async (values: V) => {
      if (saving.current) return;
      saving.current = true;
      setStatus({ state: 'saving' });
      try {
        await onSubmit(values);
        if (mounted.current) setStatus({ state: 'idle' });
      } catch (error) {
        const message = error instanceof WriteRefused && error.refusal ? error.refusal : failureMessage;
        if (mounted.current) setStatus({ state: 'failed', message });
      } finally {
        saving.current = false;
      }
    },
    [onSubmit, failureMessage],
  );

  return { status, isSaving: status.state === 'saving', submit };
}
