import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Bell, MoreHorizontal, Plus, Share2 } from '../../icons/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Share', icon: <Share2 /> },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Secondary: Story = {
  args: { variant: 'secondary', label: 'More actions', icon: <MoreHorizontal /> },
};
export const PrimaryLarge: Story = {
  args: { variant: 'primary', size: 'lg', label: 'Create post', icon: <Plus /> },
};
export const Small: Story = { args: { size: 'sm', label: 'Notifications', icon: <Bell /> } };
export const Pressed: Story = { args: { 'aria-pressed': true, label: 'Show filters' } };
export const Disabled: Story = { args: { disabled: true } };
