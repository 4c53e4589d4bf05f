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
export const CannotRunHere: Story = {
  args: {
    onRetry: undefined,
    title: 'This section needs an update',
    message:
      'It was built for another version of the site and cannot open here. Please try again later.',
  },
};
