import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ColourTokens } from './ColourTokens';

const meta = {
  title: 'Tokens/Colours',
  component: ColourTokens,
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {};
