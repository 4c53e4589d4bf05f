import { reasonLabel, splitPostText } from './moderation-rows';

describe('reasonLabel', () => {
  it.each([
    ['spam', 'Spam or fake content'],
    ['harassment', 'Harassment or bullying'],
    ['inappropriate', 'Inappropriate content'],
    ['misinformation', 'False or misleading information'],
    ['copyright', 'Copyright violation'],
    ['other', 'Other, please specify'],
    ['something_new', 'something_new'],
  ])('words %s as the report dialog does', (reason, label) => {
    expect(reasonLabel(reason)).toBe(label);
  });
});

describe('splitPostText', () => {
  it.each([
    ['Title only', { title: 'Title only', description: '' }],
    ['Title\n\nThe description', { title: 'Title', description: 'The description' }],
    ['Title\n\nFirst\n\nSecond', { title: 'Title', description: 'First\n\nSecond' }],
    ['One line\nnext line', { title: 'One line\nnext line', description: '' }],
  ])('splits %j at the first blank line', (text, parts) => {
    expect(splitPostText(text)).toEqual(parts);
  });
});
