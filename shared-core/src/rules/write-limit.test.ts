import { writeLimitMessage } from './write-limit';

const refusal =
  'You have followed 20 members in the last hour, the most for now. Please try again later.';

describe('writeLimitMessage', () => {
  it.each([
    ['a write-limit refusal', { code: 'LG429', message: refusal }, refusal],
    ['another database refusal', { code: '23514', message: 'violates check constraint' }, null],
    ['a refusal without a sentence', { code: 'LG429', message: ' ' }, null],
    ['a plain Error', new Error('Failed to fetch'), null],
    ['nothing', undefined, null],
  ])('%s', (_name, error, expected) => {
    expect(writeLimitMessage(error)).toBe(expected);
  });
});
