import { Flag } from '@likegripe/shared-ui';
import { NoticeDetail, NoticeRoot, NoticeText, NoticeTitle } from './RemovedNotice.styles';

interface RemovedNoticeProps {
  kind: 'post' | 'comment';
}

/** What the author of a post or comment a moderator removed sees; nobody else sees it at all. */
export function RemovedNotice({ kind }: RemovedNoticeProps) {
  return (
    <NoticeRoot role="note">
      <Flag aria-hidden="true" />
      <NoticeText>
        <NoticeTitle>This {kind} was removed by a moderator</NoticeTitle>
        <NoticeDetail>
          Only you can see it now, and it can no longer be edited. You can still delete it.
        </NoticeDetail>
      </NoticeText>
    </NoticeRoot>
  );
}
