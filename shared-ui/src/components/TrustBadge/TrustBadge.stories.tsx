import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TrustBadge, type TrustLevel } from './TrustBadge';

const levels: TrustLevel[] = ['new', 'bronze', 'silver', 'gold', 'platinum'];

const meta = {
  title: 'Identity/TrustBadge',
  component: TrustBadge,
  args: { level: 'gold', size: 'md' },
} satisfies Meta<typeof TrustBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gold: Story = {};
export const WithScore: Story = { args: { score: 86.6 } };
export const New: Story = { args: { level: 'new', score: 0 } };
export const AllLevels: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {levels.map((level) => (
        <TrustBadge key={level} {...args} level={level} />
      ))}
    </div>
  ),
};
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <TrustBadge level="platinum" size="sm" score={95} />
      <TrustBadge level="platinum" size="md" score={95} />
      <TrustBadge level="platinum" size="lg" score={95} />
    </div>
  ),
};
