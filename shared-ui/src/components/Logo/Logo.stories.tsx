import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Logo } from './Logo';

const meta = {
  title: 'Identity/Logo',
  component: Logo,
  args: { size: 'md', showWordmark: true },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {};
export const BadgesOnly: Story = { args: { showWordmark: false } };
export const Hero: Story = { args: { size: 'lg' } };
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'start' }}>
      <Logo size="sm" />
      <Logo size="md" />
      <Logo size="lg" />
      <Logo size="lg" showWordmark={false} />
    </div>
  ),
};
