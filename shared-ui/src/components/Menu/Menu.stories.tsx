import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Flag, Trash2 } from '../../icons/icons';
import { Menu } from './Menu';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: {
    label: 'Post actions',
    items: [
      { id: 'report', label: 'Report post', icon: <Flag />, onSelect: () => undefined },
      {
        id: 'delete',
        label: 'Delete post',
        icon: <Trash2 />,
        tone: 'danger',
        onSelect: () => undefined,
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', minHeight: 160 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PostMenu: Story = {};
export const ReportOnly: Story = {
  args: {
    items: [{ id: 'report', label: 'Report comment', icon: <Flag />, onSelect: () => undefined }],
  },
};
export const WithDisabledItem: Story = {
  args: {
    items: [
      { id: 'report', label: 'Report post', onSelect: () => undefined, disabled: true },
      { id: 'delete', label: 'Delete post', tone: 'danger', onSelect: () => undefined },
    ],
  },
};
