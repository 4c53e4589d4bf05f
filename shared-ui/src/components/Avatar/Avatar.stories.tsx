import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Avatar } from './Avatar';

// A small inline picture keeps the story offline.
const portrait =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd29d"/><stop offset="1" stop-color="#f08a7e"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="26" r="11" fill="#fff" opacity=".9"/><path d="M12 60c3-12 11-18 20-18s17 6 20 18z" fill="#fff" opacity=".9"/></svg>',
  );

const meta = {
  title: 'Identity/Avatar',
  component: Avatar,
  args: { username: 'ada', displayName: 'Ada Lovelace', userId: 'u-1', size: 'lg' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IdleInitial: Story = {};
export const Loaded: Story = { args: { avatarUrl: portrait } };
export const BrokenImage: Story = { args: { avatarUrl: 'data:image/png;base64,broken' } };
export const UsernameFallback: Story = {
  args: { displayName: null, username: 'zoe_k', userId: 'u-7' },
};
/** A name that starts with a symbol shows its first letter, never the symbol. */
export const SymbolFirstName: Story = {
  args: { displayName: '<Émile>', username: 'emile', userId: 'u-9' },
};
export const UnknownUser: Story = { args: { displayName: null, username: null, userId: null } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" avatarUrl={portrait} />
      <Avatar {...args} size="xl" />
    </div>
  ),
};
