import { Link } from 'react-router-dom';
import { ButtonLink, EmptyState, Users } from '@likegripe/shared-ui';
import { StatusRoot } from './ProfileStatus.styles';

/** 'Profile not found' / 'The user @{username} does not exist.' */
export function ProfileNotFound({ username }: { username: string }) {
  return (
    <StatusRoot>
      <EmptyState
        as="h2"
        icon={<Users />}
        title="Profile not found"
        message={`The user @${username} does not exist.`}
        action={
          <ButtonLink as={Link} to="/" variant="secondary">
            Back to Home
          </ButtonLink>
        }
      />
    </StatusRoot>
  );
}
