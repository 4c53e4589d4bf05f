import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MentionText } from './MentionText';

const meta = {
  title: 'Content/MentionText',
  component: MentionText,
  args: {
    text: 'Tried it with @alice_reviews and @bob — the battery easily lasts two days.',
    as: 'p',
  },
} satisfies Meta<typeof MentionText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMentions: Story = {};
export const PlainText: Story = { args: { text: 'No mentions in this description.' } };
export const MarkupStaysText: Story = {
  args: { text: '<script>alert("hi")</script> thanks @carol' },
};
