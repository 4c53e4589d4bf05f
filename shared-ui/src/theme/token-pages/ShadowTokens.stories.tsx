import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ShadowTokens } from './ShadowTokens';

const meta = {
  title: 'Tokens/Shadows',
  component: ShadowTokens,
} satisfies Meta<typeof ShadowTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shadows: Story = {};
