import { InlineLink } from './ReportGroupCard.styles';

/** @username linking to the profile; 'a deleted member' when the account is gone. */
export function ProfileLink({ username }: { username: string | null }) {
  if (!username) return <>a deleted member</>;
  return <InlineLink to={`/profile/${encodeURIComponent(username)}`}>@{username}</InlineLink>;
}
