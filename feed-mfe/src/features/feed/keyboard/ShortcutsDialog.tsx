import { Fragment } from 'react';
import { Dialog } from '@likegripe/shared-ui';
import { Key, ShortcutList } from './ShortcutsDialog.styles';

interface Shortcut {
  keys: string[];
  action: string;
}

const SHORTCUTS: Shortcut[] = [
  { keys: ['j'], action: 'Next post' },
  { keys: ['k'], action: 'Previous post' },
  { keys: ['o', 'Enter'], action: 'Open the post' },
  { keys: ['l'], action: 'Like the post, or take your like back' },
  { keys: ['/'], action: 'Search reviews' },
  { keys: ['?'], action: 'Show these shortcuts' },
];

interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The feed's keyboard shortcuts, opened with `?`. */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Keyboard shortcuts"
      description="Browse the feed without reaching for the mouse. Shortcuts rest while you type."
      size="sm"
    >
      <ShortcutList>
        {SHORTCUTS.map(({ keys, action }) => (
          <Fragment key={action}>
            <dt>
              {keys.map((key, index) => (
                <Fragment key={key}>
                  {index > 0 && ' or '}
                  <Key>{key}</Key>
                </Fragment>
              ))}
            </dt>
            <dd>{action}</dd>
          </Fragment>
        ))}
      </ShortcutList>
    </Dialog>
  );
}
