import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MentionText } from './MentionText';

const meta = {
  title: 'Content/MentionText',
  component: MentionText,
  args: {
    segments: [
      { type: 'text', text: 'Tried it with ' },
      { type: 'mention', username: 'alice_reviews' },
      { type: 'text', text: ' and ' },
      { type: 'mention', username: 'bob' },
      { type: 'text', text: ' — the battery easily lasts two days.' },
    ],
    as: 'p',
  },
} satisfies Meta<typeof MentionText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMentions: Story = {};
export const PlainText: Story = {
  args: { segments: [{ type: 'text', text: 'No mentions in this description.' }] },
};
export const MarkupStaysText: Story = {
  args: {
    segments: [
      { type: 'text', text: '<script>alert("hi")</script> thanks ' },
      { type: 'mention', username: 'carol' },
    ],
  },
};
export const UnknownMemberStaysText: Story = {
  args: {
    segments: [
      { type: 'text', text: 'Thanks ' },
      { type: 'mention', username: 'bob' },
      { type: 'text', text: ', and whoever ' },
      { type: 'mention', username: 'al' },
      { type: 'text', text: ' is.' },
    ],
    lookupMember: (username: string) => (username === 'bob' ? 'bob' : null),
  },
};
