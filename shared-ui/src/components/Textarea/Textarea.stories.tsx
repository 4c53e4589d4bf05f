import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Description', placeholder: 'Tell the community what you want reviewed' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DescriptionRows: Story = {
  args: { minRows: 3, maxRows: 6, hint: 'Mention people with @' },
};
export const CommentInput: Story = {
  args: {
    label: 'Add a like',
    hideLabel: true,
    minRows: 2,
    maxRows: 4,
    placeholder: 'What do you like about this?',
  },
};
export const GrownToMax: Story = {
  args: {
    minRows: 2,
    maxRows: 4,
    defaultValue: 'Line one\nLine two\nLine three\nLine four\nLine five\nLine six',
  },
};
export const WithError: Story = {
  args: { label: 'Details', error: 'Please describe the problem.' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only text' } };
