import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RelativeTime } from './RelativeTime';

const HOUR_MS = 60 * 60 * 1000;

const meta = {
  title: 'Content/RelativeTime',
  component: RelativeTime,
  args: { date: new Date(Date.now() - 2 * HOUR_MS).toISOString() },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HoursAgo: Story = {};
export const JustNow: Story = { args: { date: new Date().toISOString() } };
export const DaysAgo: Story = { args: { date: new Date(Date.now() - 72 * HOUR_MS).toISOString() } };
