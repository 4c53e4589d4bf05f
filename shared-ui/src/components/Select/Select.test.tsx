import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Select } from './Select';

const options = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'most_liked', label: 'Most liked' },
];

describe('Select', () => {
  it('is labelled and changes value', async () => {
    const onChange = jest.fn();
    const { container } = renderWithTheme(
      <Select label="Sort" options={options} defaultValue="newest" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort' });
    await userEvent.selectOptions(select, 'Most liked');
    expect(select).toHaveValue('most_liked');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers a placeholder and shows an error', () => {
    renderWithTheme(
      <Select
        label="Reason"
        options={options}
        placeholder="Select a reason"
        error="Reason required"
      />,
    );
    expect(screen.getByRole('option', { name: 'Select a reason' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Reason' })).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Reason required');
  });
});
