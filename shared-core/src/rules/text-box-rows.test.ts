import { TEXT_BOX_ROWS } from './text-box-rows';

describe('text box rows', () => {
  it.each([
    ['description', TEXT_BOX_ROWS.description, 3, 6],
    ['comment inputs', TEXT_BOX_ROWS.comment, 2, 4],
    ['default', TEXT_BOX_ROWS.default, 3, 8],
    ['reply box', TEXT_BOX_ROWS.reply, 2, 2],
    ['bio', TEXT_BOX_ROWS.bio, 3, 3],
  ])('%s: %i to %i rows', (_name, rows, minRows, maxRows) => {
    expect(rows).toEqual({ minRows, maxRows });
  });
});
