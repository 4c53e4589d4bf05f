import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from '../Card';
import { Skeleton } from './Skeleton';
import { SkeletonShine } from './Skeleton.styles';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { width: 240 } };
export const Rect: Story = { args: { variant: 'rect', width: 320, height: 160 } };
export const Circle: Story = { args: { variant: 'circle', width: 48 } };
export const LoadingPostCard: Story = {
  render: () => (
    <Card aria-busy="true" style={{ maxWidth: 360 }}>
      {/* One shine over the card's shapes. */}
      <SkeletonShine>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 16 }}>
          <Skeleton variant="circle" width={40} />
          <div style={{ flex: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="30%" />
          </div>
        </div>
        <Skeleton variant="rect" height={140} />
        <Skeleton />
        <Skeleton width="80%" />
      </SkeletonShine>
    </Card>
  ),
};
