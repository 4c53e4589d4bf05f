import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Bell } from '../../icons/icons';
import { IconButton } from '../IconButton';
import { Badge } from './Badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { count: 3 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const OverMax: Story = { args: { count: 120 } };
export const ZeroHidden: Story = { args: { count: 0 } };
export const ZeroShown: Story = { args: { count: 0, showZero: true, tone: 'neutral' } };
export const CategoryLabel: Story = { args: { count: undefined, children: 'Movies & TV' } };
export const OnBell: Story = {
  render: () => (
    <IconButton
      label="Notifications, 12 unread"
      icon={<Bell />}
      variant="secondary"
      style={{ position: 'relative' }}
    >
      <Badge count={12} floating />
    </IconButton>
  ),
};
