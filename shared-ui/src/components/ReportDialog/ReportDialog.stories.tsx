import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ReportDialog } from './ReportDialog';
import { SAMPLE_REASONS, sampleDetailsRequired, sampleValidate } from './report-dialog.fixtures';

const meta = {
  title: 'Overlays/ReportDialog',
  component: ReportDialog,
  args: {
    reasons: SAMPLE_REASONS,
    validate: sampleValidate,
    detailsRequired: sampleDetailsRequired,
    open: true,
    title: 'Report post',
    onOpenChange: () => undefined,
    onSubmit: () => new Promise<void>((resolve) => setTimeout(resolve, 800)),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReportPost: Story = {};
export const ReportComment: Story = { args: { title: 'Report comment' } };
export const FailingSubmit: Story = {
  args: { onSubmit: () => Promise.reject(new Error('Failed to submit report. Please try again.')) },
};
