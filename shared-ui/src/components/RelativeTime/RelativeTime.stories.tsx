import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RelativeTime } from './RelativeTime';

const HOUR_MS = 60 * 60 * 1000;

const meta = {
  title: 'Content/RelativeTime',
  component: RelativeTime,
  args: { date: new Date(Date.now() - 2 * HOUR_MS).toISOString(), text: '2h ago' },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HoursAgo: Story = {};
export const JustNow: Story = { args: { date: new Date().toISOString(), text: 'Just now' } };
export const DaysAgo: Story = {
  args: { date: new Date(Date.now() - 72 * HOUR_MS).toISOString(), text: '3d ago' },
};
