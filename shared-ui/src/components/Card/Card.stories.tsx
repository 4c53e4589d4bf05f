import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Card } from './Card';

const body = (
  <>
    <h3 style={{ marginBottom: 8 }}>Aeropress Go travel coffee maker</h3>
    <p>Small, light and makes a great cup. Is it worth it over the original?</p>
  </>
);

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { children: body, style: { maxWidth: 360 } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const LikeTone: Story = { args: { tone: 'like' } };
export const GripeTone: Story = { args: { tone: 'gripe' } };
export const Interactive: Story = { args: { interactive: true, as: 'article' } };
export const Empty: Story = { args: { children: null, padding: 'lg' } };
