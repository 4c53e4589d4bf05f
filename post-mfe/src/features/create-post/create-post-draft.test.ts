import { draftProblems, emptyDraft } from './create-post-draft';

describe('draftProblems', () => {
  it('finds nothing in a draft at every limit exactly', () => {
    expect(
      draftProblems({
        title: 't'.repeat(200),
        category: 'books',
        description: 'd'.repeat(5000),
        hashtags: Array.from({ length: 10 }, (_, index) => `${index}${'h'.repeat(49)}`),
        link: `https://example.com/${'a'.repeat(2028)}`,
      }),
    ).toEqual({});
  });

  it('reports every field over its limit at once', () => {
    expect(
      draftProblems({
        ...emptyDraft,
        title: 't'.repeat(201),
        description: 'd'.repeat(5001),
        link: `https://example.com/${'a'.repeat(2029)}`,
      }),
    ).toEqual({
      title: 'Title must be 200 characters or fewer.',
      description: 'Description must be 5,000 characters or fewer.',
      link: 'Link must be 2,048 characters or fewer.',
    });
  });

  it('counts hashtags written in the text towards the 10', () => {
    const hashtags = Array.from({ length: 10 }, (_, index) => `tag${index}`);
    expect(draftProblems({ ...emptyDraft, title: 'About #coffee', hashtags })).toEqual({
      hashtags: 'Maximum 10 hashtags allowed',
    });
  });

  it('points at a written hashtag the database would refuse', () => {
    expect(draftProblems({ ...emptyDraft, title: 'Best #crème brûlée' })).toEqual({
      hashtags:
        'Change #crème in your title or description. Hashtags may only contain the letters a-z, digits and underscore.',
    });
  });
});
