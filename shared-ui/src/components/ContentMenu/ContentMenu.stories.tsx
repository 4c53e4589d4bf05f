import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import {
  SAMPLE_REASONS,
  sampleDetailsRequired,
  sampleValidate,
} from '../ReportDialog/report-dialog.fixtures';
import { ContentMenu } from './ContentMenu';

const wait = () => new Promise<void>((resolve) => setTimeout(resolve, 800));

const reportPost = {
  label: 'Report post',
  reasons: SAMPLE_REASONS,
  validate: sampleValidate,
  detailsRequired: sampleDetailsRequired,
  onSubmit: wait,
};

const deletePost = {
  label: 'Delete post',
  confirmTitle: 'Delete post?',
  confirmMessage: 'This post and all its comments will be removed. This cannot be undone.',
  confirmLabel: 'Delete',
  busyLabel: 'Deleting...',
  onConfirm: wait,
};

const meta = {
  title: 'Overlays/ContentMenu',
  component: ContentMenu,
  args: { label: 'Post actions', report: reportPost },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', minHeight: 200 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof ContentMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a reader sees on someone else's post. */
export const Reader: Story = {};
/** The author's own post: Report, Edit and Delete with its confirmation. */
export const Author: Story = {
  args: { edit: { label: 'Edit post', onSelect: () => undefined }, delete: deletePost },
};
/** A reply's texts, all from the caller. */
export const Reply: Story = {
  args: {
    label: 'Reply actions',
    report: { ...reportPost, label: 'Report comment' },
    edit: { label: 'Edit reply', onSelect: () => undefined },
    delete: {
      ...deletePost,
      label: 'Delete reply',
      confirmTitle: 'Delete reply?',
      confirmMessage: 'This reply will be removed. This cannot be undone.',
    },
  },
};
/** Deleting fails: the confirmation stays open. */
export const FailingDelete: Story = {
  args: {
    delete: {
      ...deletePost,
      onConfirm: () => Promise.reject(new Error('Could not delete the post.')),
    },
  },
};
