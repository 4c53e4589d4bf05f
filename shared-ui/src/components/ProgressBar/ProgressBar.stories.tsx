import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Data display/ProgressBar',
  component: ProgressBar,
  args: { label: 'Review quality', value: 72, showValue: true },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Positive: Story = { args: { label: 'Positive', value: 80, tone: 'like' } };
export const Negative: Story = { args: { label: 'Negative', value: 20, tone: 'gripe' } };
export const Empty: Story = { args: { value: 0 } };
export const Full: Story = { args: { value: 100 } };
export const WithoutText: Story = { args: { showValue: false, value: 45 } };
