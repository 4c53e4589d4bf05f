import { useState } from 'react';
import { bus, useAppDispatch } from '@likegripe/shared-core';
import { useModerateContentMutation } from '../../api/moderation.api';
import type { ModerationDecision, TargetType } from '../../lib/moderation.types';
import { decisionToast } from './moderation.texts';

const FALLBACK_ERROR = 'Something went wrong. Please try again.';

/**
 * A moderator's decision on one post or comment: the note typed for it, the decision being saved,
 * and the database's sentence when it failed. A failure keeps the note; a success clears it.
 */
export function useModerationDecision(targetType: TargetType, targetId: string) {
  const dispatch = useAppDispatch();
  const [moderate] = useModerateContentMutation();
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<ModerationDecision | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function decide(action: ModerationDecision) {
    setPending(action);
    setError(null);
    try {
      await moderate({ targetType, targetId, action, note }).unwrap();
      setNote('');
      dispatch(bus.toastRequested(decisionToast(action, targetType)));
    } catch (failure) {
      const message = (failure as { message?: unknown } | undefined)?.message;
      setError(typeof message === 'string' && message ? message : FALLBACK_ERROR);
    } finally {
      setPending(null);
    }
  }

  return { note, setNote, pending, error, decide };
}
