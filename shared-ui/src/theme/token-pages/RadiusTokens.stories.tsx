import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RadiusTokens } from './RadiusTokens';

const meta = {
  title: 'Tokens/Radii',
  component: RadiusTokens,
} satisfies Meta<typeof RadiusTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Radii: Story = {};
