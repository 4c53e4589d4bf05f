import { EmptyState, ErrorState, Flag, Spinner } from '@likegripe/shared-ui';
import { selectSessionStatus, selectSessionUser, useAppSelector } from '@likegripe/shared-core';
import { useGetIsModeratorQuery } from '../../api/moderation.api';
import { ModerationBoard } from './ModerationBoard';
import { MODERATION_SIGN_IN_REQUIRED, MODERATORS_ONLY } from './moderation.texts';

/**
 * /moderation: a visitor is asked to sign in; a member is asked the database whether they
 * moderate, and only a moderator's page loads anything more.
 */
export function ModerationPage() {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  const access = useGetIsModeratorQuery(user?.id ?? '', { skip: !user });
  if (status === 'loading') return <Spinner />;
  if (!user) {
    return (
      <EmptyState
        icon={<Flag aria-hidden="true" />}
        title={MODERATION_SIGN_IN_REQUIRED.title}
        message={MODERATION_SIGN_IN_REQUIRED.description}
      />
    );
  }
  if (access.isError) {
    return (
      <ErrorState
        title="Could not open moderation"
        onRetry={() => void access.refetch()}
        retrying={access.isFetching}
      />
    );
  }
  if (access.data === undefined) return <Spinner />;
  if (!access.data) {
    return (
      <EmptyState
        icon={<Flag aria-hidden="true" />}
        title={MODERATORS_ONLY.title}
        message={MODERATORS_ONLY.description}
      />
    );
  }
  return <ModerationBoard />;
}
