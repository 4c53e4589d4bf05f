import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SpacingTokens } from './SpacingTokens';

const meta = {
  title: 'Tokens/Spacing',
  component: SpacingTokens,
} satisfies Meta<typeof SpacingTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spacing: Story = {};
