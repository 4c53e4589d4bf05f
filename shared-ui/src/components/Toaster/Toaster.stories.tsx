import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../Button';
import type { ToastMessage } from './Toast';
import { Toaster } from './Toaster';

const staying = 24 * 60 * 60 * 1000;

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  args: {
    onDismiss: () => undefined,
    toasts: [
      { id: '1', title: 'Welcome back!', variant: 'success', durationMs: staying },
      {
        id: '2',
        title: 'Account created!',
        description: 'Please check your email to verify your account.',
        durationMs: staying,
      },
      {
        id: '3',
        title: 'Could not save',
        description: 'Please try again in a moment.',
        variant: 'error',
        durationMs: staying,
      },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {};
export const Empty: Story = { args: { toasts: [] } };
/** As the shell shows them: below its 64px sticky header. */
export const BelowHeader: Story = { args: { offsetTop: '64px' } };

function ToasterPlayground() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const add = () =>
    setToasts((list) => [
      ...list,
      { id: String(Date.now()), title: 'Reaction added', variant: 'success' },
    ]);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={add}>Show a toast</Button>
      <Toaster
        toasts={toasts}
        onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))}
      />
    </div>
  );
}

export const AutoDismiss: Story = { render: () => <ToasterPlayground /> };
