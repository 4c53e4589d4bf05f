// The moderation page's database for its tests, served over HTTP: is_moderator and the member's
// own row of moderators (a moderator at aal1 has one, but is_moderator is false), the open reports
// of moderation_queue (a decision that succeeds closes its target's), moderate_content and the
// moderation_log view. A test passes its own answer to fail the queue or a decision.
import { postgrestRpc, postgrestTable, type RpcArgs } from '@likegripe/tooling/supabase-http';
import type { LogRow, QueueRow } from '../lib/moderation-rows';

interface ModerationData {
  /** What is_moderator answers (asked each time): true only for a moderator at aal2. */
  moderator?: boolean | (() => boolean);
  /** Whether the member is listed in moderators; by default unless `moderator` is false. */
  listed?: boolean;
  /** The open reports, or the answer that fails the queue. */
  queue?: QueueRow[] | (() => Response);
  log?: LogRow[];
  /** The answer to every decision instead of success. */
  decision?: () => Response;
}

export function moderationBackend({
  moderator = true,
  listed = moderator !== false,
  queue = [],
  log = [],
  decision,
}: ModerationData = {}) {
  let open = Array.isArray(queue) ? [...queue] : queue;
  const decide = (args: RpcArgs) => {
    if (decision) return decision();
    if (Array.isArray(open)) open = open.filter((row) => row.target_id !== args._target_id);
    return null;
  };
  return [
    postgrestRpc('is_moderator', () => (typeof moderator === 'function' ? moderator() : moderator)),
    postgrestTable('moderators', listed ? [{ user_id: 'the-member' }] : []),
    postgrestRpc('moderation_queue', () => (Array.isArray(open) ? open : open())),
    postgrestRpc('moderate_content', decide),
    postgrestTable('moderation_log', [...log]),
  ];
}
