import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button';
import { Input } from '../Input';
import { Textarea } from '../Textarea';
import { Dialog } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    open: true,
    onClose: () => undefined,
    title: 'Edit Profile',
    description: 'Update how other members see you.',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (
  <div style={{ display: 'grid', gap: 16 }}>
    <Input label="Display name" defaultValue="Ada Lovelace" />
    <Input label="Username" defaultValue="ada" />
    <Textarea
      label="Bio"
      minRows={3}
      maxRows={3}
      defaultValue="Analytical engines and good coffee."
    />
  </div>
);

export const EditProfile: Story = {
  args: {
    children: form,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save Changes</Button>
      </>
    ),
  },
};

export const Saving: Story = {
  args: {
    children: form,
    dismissible: false,
    footer: (
      <>
        <Button variant="secondary" disabled>
          Cancel
        </Button>
        <Button loading>Saving...</Button>
      </>
    ),
  },
};

function DialogTrigger() {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Report post">
        <p>Tell us what is wrong with this post.</p>
      </Dialog>
    </div>
  );
}

export const Closed: Story = { render: () => <DialogTrigger /> };
