import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Chip } from './Chip';

const meta = {
  title: 'Data display/Chip',
  component: Chip,
  args: { label: '#coffee' },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hashtag: Story = {};
export const Removable: Story = { args: { label: 'Category: Books', onRemove: () => undefined } };
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Chip label="#primary" />
      <Chip label="Technology" tone="neutral" />
      <Chip label="Liked" tone="like" />
      <Chip label="Griped about" tone="gripe" />
      <Chip label="photo.png" tone="neutral" onRemove={() => undefined} />
    </div>
  ),
};
