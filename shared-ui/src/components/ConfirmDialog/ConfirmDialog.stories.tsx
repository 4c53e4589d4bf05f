import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete post?',
    message: 'This post and all its comments will be removed. This cannot be undone.',
    confirmLabel: 'Delete',
    busyLabel: 'Deleting...',
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeletePost: Story = {};
export const Deleting: Story = { args: { busy: true } };
export const PrimaryTone: Story = {
  args: {
    title: 'Sign out?',
    message: 'You will need to sign in again.',
    confirmLabel: 'Sign Out',
    tone: 'primary',
  },
};
