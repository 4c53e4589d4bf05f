import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Select } from './Select';

const categories = [
  { value: 'technology', label: 'Technology' },
  { value: 'entertainment', label: 'Entertainment' },
  { value: 'food', label: 'Food & Restaurants' },
  { value: 'travel', label: 'Travel' },
  { value: 'books', label: 'Books' },
  { value: 'movies', label: 'Movies & TV' },
  { value: 'products', label: 'Products' },
  { value: 'services', label: 'Services' },
  { value: 'other', label: 'Other' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Category', options: categories, defaultValue: 'technology' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = {};
export const WithPlaceholder: Story = {
  args: {
    label: 'Reason',
    placeholder: 'Select a reason',
    defaultValue: '',
    options: categories.slice(0, 3),
  },
};
export const WithError: Story = {
  args: {
    label: 'Reason',
    placeholder: 'Select a reason',
    defaultValue: '',
    error: 'Please select a reason for your report.',
  },
};
export const Disabled: Story = { args: { disabled: true } };
