import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Bell } from '../../icons/icons';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Popover } from './Popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    label: 'Notifications',
    trigger: <IconButton label="Notifications" icon={<Bell />} variant="secondary" />,
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <strong>Notifications</strong>
          <Button variant="ghost" size="sm">
            Mark all read
          </Button>
        </div>
        <p style={{ color: 'var(--lg-color-text-muted)' }}>No notifications yet</p>
      </div>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', minHeight: 220 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };
export const Closed: Story = {};
export const AlignStart: Story = {
  args: {
    defaultOpen: true,
    align: 'start',
    trigger: <Button variant="secondary">Filters</Button>,
    label: 'Filters',
  },
};
