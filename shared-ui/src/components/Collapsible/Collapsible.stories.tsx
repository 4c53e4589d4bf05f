import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { HelpCircle, ThumbsDown, ThumbsUp } from '../../icons/icons';
import { Collapsible } from './Collapsible';

const meta = {
  title: 'Layout/Collapsible',
  component: Collapsible,
  args: {
    title: 'Likes',
    count: 4,
    icon: <ThumbsUp />,
    tone: 'like',
    children: <p>No likes yet. Be the first!</p>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Expanded: Story = { args: { defaultOpen: true } };
export const GripesEmpty: Story = {
  args: {
    title: 'Gripes',
    count: 0,
    icon: <ThumbsDown />,
    tone: 'gripe',
    defaultOpen: true,
    children: <p>No gripes yet. Be the first!</p>,
  },
};
export const Questions: Story = {
  args: {
    title: 'Questions',
    count: 2,
    icon: <HelpCircle />,
    tone: 'primary',
    children: <p>Two questions.</p>,
  },
};
