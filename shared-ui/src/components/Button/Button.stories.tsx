import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Plus, ThumbsDown, ThumbsUp } from '../../icons/icons';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Create Review Post', variant: 'primary', size: 'md' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Sign In' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete post' } };
export const Like: Story = {
  args: { variant: 'like', children: 'Like 12', leadingIcon: <ThumbsUp aria-hidden /> },
};
export const LikePressed: Story = {
  args: { ...Like.args, 'aria-pressed': true, children: 'Like 13' },
};
export const Gripe: Story = {
  args: { variant: 'gripe', children: 'Gripe 3', leadingIcon: <ThumbsDown aria-hidden /> },
};
export const GripePressed: Story = {
  args: { ...Gripe.args, 'aria-pressed': true, children: 'Gripe 4' },
};
export const Loading: Story = { args: { loading: true, children: 'Signing In...' } };
export const Disabled: Story = { args: { disabled: true, children: 'Add Like' } };
export const WithIcon: Story = {
  args: { leadingIcon: <Plus aria-hidden />, children: 'New post' },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Danger</Button>
      <Button variant="like" leadingIcon={<ThumbsUp aria-hidden />}>
        Like 12
      </Button>
      <Button variant="gripe" leadingIcon={<ThumbsDown aria-hidden />} aria-pressed>
        Gripe 4
      </Button>
      <Button loading>Saving...</Button>
      <Button disabled>Disabled</Button>
    </div>
  ),
};
export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ButtonLink href="#auth" variant="secondary">
        Sign In
      </ButtonLink>
      <ButtonLink href="#auth">Sign Up</ButtonLink>
    </div>
  ),
};
