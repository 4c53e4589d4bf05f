import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from '../Badge';
import { TrustBadge } from '../TrustBadge';
import { AuthorLine } from './AuthorLine';

const ada = { id: 'u-1', username: 'ada', displayName: 'Ada Lovelace', avatarUrl: null };
const posted = { date: '2026-11-24T09:00:00.000Z', text: '3h ago' };
const edited = { date: '2026-11-24T11:55:00.000Z', text: 'edited 5m ago' };

const meta = {
  title: 'Identity/AuthorLine',
  component: AuthorLine,
  args: {
    author: ada,
    href: '#/profile/ada',
    avatarLabel: 'Ada Lovelace profile',
    handle: '@ada',
    time: posted,
  },
  decorators: [(Story) => <div style={{ display: 'flex', maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof AuthorLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A feed card's line. */
export const Compact: Story = {};
export const CompactEdited: Story = { args: { edited } };
/** A name too long for a card is cut with an ellipsis. */
export const CompactLongName: Story = {
  args: {
    author: { ...ada, displayName: 'Augusta Ada King, Countess of Lovelace and Analyst' },
  },
};
/** The post page's line, with its category last. */
export const Spacious: Story = {
  args: { variant: 'spacious', edited, trailingVisual: <Badge tone="primary">Technology</Badge> },
};
/** A long name takes two lines at most; the tooltip shows it whole. */
export const SpaciousLongName: Story = {
  args: {
    variant: 'spacious',
    author: {
      ...ada,
      displayName:
        'Augusta Ada King, Countess of Lovelace, first to publish an algorithm meant for a machine',
    },
  },
};
/** A comment's line: a small avatar, the reputation first, no handle. */
export const Inline: Story = {
  args: {
    variant: 'inline',
    handle: undefined,
    edited,
    leadingVisual: <TrustBadge level="gold" score={86.6} size="sm" />,
  },
};
