import { TEXT_BOX_ROWS } from './text-box-rows';

describe('text box rows', () => {
  it.each([
    ['description', TEXT_BOX_ROWS.description, 3, 6],
    ['comment inputs', TEXT_BOX_ROWS.comment, 2, 4],
    ['reply box', TEXT_BOX_ROWS.reply, 2, 2],
  ])('%s: %i to %i rows', (_name, rows, minRows, maxRows) => {
    expect(rows).toEqual({ minRows, maxRows });
  });
});
