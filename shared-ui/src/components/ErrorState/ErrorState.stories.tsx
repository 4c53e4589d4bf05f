import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ButtonLink } from '../Button';
import { Card } from '../Card';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { title: 'Could not load reviews', onRetry: () => undefined },
  decorators: [(Story) => <Card style={{ maxWidth: 520 }}>{Story()}</Card>],
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Feed: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const WithSecondAction: Story = {
  args: {
    title: 'Could not load this post',
    secondaryAction: (
      <ButtonLink variant="ghost" href="#/">
        Back to Home
      </ButtonLink>
    ),
  },
};
