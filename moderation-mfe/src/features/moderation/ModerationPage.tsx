import { EmptyState, ErrorState, Flag, Spinner } from '@likegripe/shared-ui';
import { selectSessionStatus, selectSessionUser, useAppSelector } from '@likegripe/shared-core';
import { useGetModerationAccessQuery } from '../../api/moderation.api';
import { ModerationBoard } from './ModerationBoard';
import { MODERATION_SIGN_IN_REQUIRED, MODERATORS_ONLY } from './moderation.texts';
import { TwoFactorPrompt } from './TwoFactorPrompt';

/**
 * /moderation: a visitor is asked to sign in; a member is asked the database whether they
 * moderate, and only a moderator's page loads anything more. A moderator whose session is not
 * two-factor (aal2) is asked for it first: the database refuses them every moderator power.
 */
export function ModerationPage() {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectSessionUser);
  const access = useGetModerationAccessQuery(user?.id ?? '', { skip: !user });
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
  if (access.data.kind === 'needsTwoFactor') {
    return (
      <TwoFactorPrompt factorId={access.data.factorId} onVerified={() => void access.refetch()} />
    );
  }
  if (access.data.kind === 'member') {
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
