import { RelativeTime } from '@likegripe/shared-ui';
import { editedLabel } from './edited-label';

/** 'edited 5m ago' after a post's age; the exact time is its tooltip. */
export function EditedTime({ editedAt }: { editedAt: string }) {
  return <RelativeTime date={editedAt} text={editedLabel(editedAt)} />;
}
