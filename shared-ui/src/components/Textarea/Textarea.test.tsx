import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { fitRows, rowsForText } from './fit-rows';
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

describe('fitRows', () => {
  /** A box whose layout reads are counted; its text always overflows by one row. */
  function measuredBox(value: string) {
    const box = document.createElement('textarea');
    box.value = value;
    const reads = { count: 0 };
    Object.defineProperty(box, 'scrollHeight', {
      get: () => {
        reads.count += 1;
        return (box.rows + 1) * 20;
      },
    });
    Object.defineProperty(box, 'clientHeight', { get: () => box.rows * 20 });
    return { box, reads };
  }

  it('sets an empty box to its least rows without reading its layout', () => {
    const { box, reads } = measuredBox('');
    fitRows(box, 3, 8);
    expect(box.rows).toBe(3);
    expect(reads.count).toBe(0);
  });

  it('grows a box whose wrapped text overflows, up to the most rows', () => {
    const { box, reads } = measuredBox('a long line that wraps');
    fitRows(box, 3, 8);
    expect(box.rows).toBe(8);
    expect(reads.count).toBeGreaterThan(0);
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
