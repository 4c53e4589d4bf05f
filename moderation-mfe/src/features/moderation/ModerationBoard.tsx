import { ModerationLog } from './ModerationLog';
import { ReportQueue } from './ReportQueue';
import { Board, Lead, PageTitle } from './ModerationBoard.styles';

/** A moderator's page: the open reports, then what was decided lately. */
export function ModerationBoard() {
  return (
    <Board>
      <header>
        <PageTitle>Moderation</PageTitle>
        <Lead>Reports from the community, newest first.</Lead>
      </header>
      <ReportQueue />
      <ModerationLog />
    </Board>
  );
}
