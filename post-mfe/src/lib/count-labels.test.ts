import { countOf, reactionCountTitle, sectionCountText } from './count-labels';

describe('count labels', () => {
  it('name what a count counts, in the singular for one', () => {
    expect(countOf('like', 14)).toBe('14 likes');
    expect(countOf('gripe', 1)).toBe('1 gripe');
    expect(countOf('question', 0)).toBe('0 questions');
  });

  it('say the action bar counts every like or gripe', () => {
    expect(reactionCountTitle('like', 14)).toBe('14 likes in all');
    expect(reactionCountTitle('gripe', 1)).toBe('1 gripe in all');
  });

  it('give a like or gripe section its written comments and the reactions in all', () => {
    expect(sectionCountText('like', 9, 14)).toBe('9 written · 14 likes in all');
    expect(sectionCountText('gripe', 0, 1)).toBe('0 written · 1 gripe in all');
  });

  it('give the questions section its questions alone', () => {
    expect(sectionCountText('question', 16, 16)).toBe('16 questions');
  });
});
