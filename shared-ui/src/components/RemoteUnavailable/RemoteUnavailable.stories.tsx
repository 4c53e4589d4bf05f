import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RemoteUnavailable } from './RemoteUnavailable';

const meta = {
  title: 'Feedback/RemoteUnavailable',
  component: RemoteUnavailable,
  args: { onRetry: () => undefined },
} satisfies Meta<typeof RemoteUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
