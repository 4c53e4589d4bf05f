import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { rowsForText } from './fit-rows';
import { Textarea } from './Textarea';

describe('rowsForText', () => {
  it.each([
    ['', 3, 8, 3],
    ['a\nb\nc\nd', 3, 8, 4],
    ['1\n2\n3\n4\n5\n6\n7\n8\n9\n10', 3, 8, 8],
    ['a\nb\nc', 2, 4, 3],
  ])('%p with %p-%p rows gives %p', (text, min, max, rows) => {
    expect(rowsForText(text, min, max)).toBe(rows);
  });
});

describe('Textarea', () => {
  it('starts at 3 rows by default and grows with lines up to 8', async () => {
    const { container } = renderWithTheme(<Textarea label="Description" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box).toHaveAttribute('rows', '3');
    await userEvent.type(box, 'one{Enter}two{Enter}three{Enter}four');
    expect(box).toHaveAttribute('rows', '4');
    await userEvent.type(box, '{Enter}5{Enter}6{Enter}7{Enter}8{Enter}9{Enter}10');
    expect(box).toHaveAttribute('rows', '8');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('honours minRows and maxRows for a controlled value', () => {
    const { rerender } = renderWithTheme(
      <Textarea label="Reply" minRows={2} maxRows={4} value="" onChange={() => undefined} />,
    );
    const box = screen.getByRole('textbox', { name: 'Reply' });
    expect(box).toHaveAttribute('rows', '2');
    rerender(
      <Textarea
        label="Reply"
        minRows={2}
        maxRows={4}
        value={'a\nb\nc\nd\ne\nf'}
        onChange={() => undefined}
      />,
    );
    expect(box).toHaveAttribute('rows', '4');
  });

  it('shows an error', () => {
    renderWithTheme(<Textarea label="Details" error="Details are required." />);
    expect(screen.getByRole('textbox', { name: 'Details' })).toHaveAccessibleDescription(
      'Details are required.',
    );
  });
});
