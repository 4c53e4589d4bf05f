import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MessageCircle, Search } from '../../icons/icons';
import { ButtonLink } from '../Button';
import { Card } from '../Card';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No posts yet',
    message: 'Be the first to share your thoughts and start the conversation!',
    icon: <MessageCircle />,
  },
  decorators: [(Story) => <Card style={{ maxWidth: 520 }}>{Story()}</Card>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPosts: Story = {};
export const WithAction: Story = {
  args: {
    title: 'Post not found',
    message: "The post you're looking for doesn't exist.",
    icon: <Search />,
    action: <ButtonLink href="#/">Back to Home</ButtonLink>,
  },
};
export const TitleOnly: Story = {
  args: { title: 'No notifications yet', message: undefined, icon: undefined },
};
