import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Search } from '../../icons/icons';
import { Input } from './Input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {};
export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined },
};
export const Url: Story = {
  args: { label: 'Link', type: 'url', placeholder: 'https://example.com', hint: 'Optional' },
};
export const WithError: Story = {
  args: {
    label: 'Username',
    type: 'text',
    defaultValue: 'a!',
    error:
      'Username must be 3-30 characters, alphanumeric and underscore only, starting with letter or number.',
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
export const Search_: Story = {
  name: 'Search',
  args: {
    label: 'Search reviews',
    hideLabel: true,
    type: 'search',
    size: 'lg',
    placeholder: 'Search reviews...',
    leadingIcon: <Search />,
  },
};
