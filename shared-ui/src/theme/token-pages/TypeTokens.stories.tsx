import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TypeTokens } from './TypeTokens';

const meta = {
  title: 'Tokens/Type',
  component: TypeTokens,
} satisfies Meta<typeof TypeTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Type: Story = {};
