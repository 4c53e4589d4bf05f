import { bus, useAppDispatch } from '@likegripe/shared-core';
import { REPUTATION_REFRESH_ERROR } from '../../lib/reputation';
import { useRefreshReputationMutation } from '../../api/reputation.api';

/** Said after a refresh, so the member knows the button did something even when nothing changed. */
export const REPUTATION_UPDATED_TOAST = {
  title: 'Reputation updated',
  description: 'Your reputation score is up to date.',
  variant: 'success',
} as const;

/** The card's Refresh action: recalculates, then says how it went in a toast. */
export function useReputationRefresh(userId: string) {
  const dispatch = useAppDispatch();
  const [refresh, state] = useRefreshReputationMutation();
  const run = async () => {
    try {
      await refresh(userId).unwrap();
      dispatch(bus.toastRequested(REPUTATION_UPDATED_TOAST));
    } catch {
      dispatch(bus.toastRequested({ title: REPUTATION_REFRESH_ERROR, variant: 'error' }));
    }
  };
  return { refresh: run, refreshing: state.isLoading };
}
