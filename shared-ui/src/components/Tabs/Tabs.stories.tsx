import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Activity Feed',
    tabs: [
      { id: 'posts', label: 'Posts (3)', content: <p>Three posts.</p> },
      { id: 'likes', label: 'Likes (0)', content: <p>No likes yet</p> },
      { id: 'gripes', label: 'Gripes (1)', content: <p>One gripe.</p> },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActivityFeed: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedId: 'likes' } };
export const AuthStretch: Story = {
  args: {
    label: 'Account',
    stretch: true,
    tabs: [
      { id: 'signin', label: 'Sign In', content: <p>Sign in form</p> },
      { id: 'signup', label: 'Sign Up', content: <p>Sign up form</p> },
    ],
  },
};
