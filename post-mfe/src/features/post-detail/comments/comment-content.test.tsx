import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSupabaseHttp } from '@likegripe/tooling/supabase-http';
import { postBackend, type PostWorld } from '../testing/post-backend';
import { AUTHOR, commentRow, postRow, signedInAs, signedOutState } from '../testing/post-fixtures';
import { renderPostPage } from '../testing/render-post-page';

const { server, requests } = setupSupabaseHttp();
const serve = (world: PostWorld) => server.use(...postBackend(world));

const LONG_TEXT = Array.from({ length: 12 }, (_, n) => `Line ${n + 1} of a long review.`).join(
  '\n',
);
const linked = commentRow({
  comment_type: 'gripe',
  content: 'See https://example.com/review. Thanks @carol, not javascript:alert(1)',
});
const long = commentRow({ comment_type: 'gripe', content: LONG_TEXT });

function world(overrides: Partial<PostWorld> = {}): PostWorld {
  return { post: postRow(), comments: [linked, long], ...overrides };
}

// jsdom does no layout: a text that would need more than a few lines is made to report that it
// overflows its clamped box, the way Chromium does.
const LINE_PX = 20;
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return (this.textContent ?? '').split('\n').length * LINE_PX;
  });
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return Math.min(this.scrollHeight, 6 * LINE_PX);
  });
});
afterAll(() => jest.restoreAllMocks());

async function openGripes() {
  await userEvent.click(await screen.findByRole('button', { name: /^Gripes/ }));
  return screen.findByRole('list', { name: 'Gripes' });
}

function cardOf(text: RegExp) {
  return screen.getByText(text).closest('article')!;
}

describe('comment text', () => {
  it('turns a URL into a safe link and keeps mentions, leaving other schemes as text', async () => {
    serve(world());
    renderPostPage(signedOutState);
    await openGripes();
    const card = within(cardOf(/^See /));
    const link = card.getByRole('link', { name: 'https://example.com/review' });
    expect(link).toHaveAttribute('href', 'https://example.com/review');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer ugc');
    expect(await card.findByRole('link', { name: '@carol' })).toHaveAttribute(
      'href',
      '/profile/carol',
    );
    expect(card.getByText(/^See /)).toHaveTextContent(
      'See https://example.com/review. Thanks @carol, not javascript:alert(1)',
    );
    expect(card.getAllByRole('link').map((a) => a.getAttribute('href'))).not.toContainEqual(
      expect.stringMatching(/^javascript/),
    );
  });

  it('links only members: an @word that names nobody stays text, looked up once for the page', async () => {
    const unknown = commentRow({
      comment_type: 'gripe',
      content: 'Ask @bob_builds, not @nosuchmember or @al',
    });
    serve(world({ comments: [linked, unknown] }));
    renderPostPage(signedOutState);
    await openGripes();
    const card = within(cardOf(/^Ask /));
    expect(await card.findByRole('link', { name: '@bob_builds' })).toHaveAttribute(
      'href',
      '/profile/bob_builds',
    );
    expect(card.getByText(/^Ask /)).toHaveTextContent('Ask @bob_builds, not @nosuchmember or @al');
    expect(card.queryByRole('link', { name: '@nosuchmember' })).toBeNull();
    expect(card.queryByRole('link', { name: '@al' })).toBeNull();
    // The post's description is asked about first; the opened section's new names in one more
    // ('carol' is known by then, and 'al' is too short to be anyone's username).
    const asked = requests.rpc('mentioned_members').map((request) => request.body);
    expect(asked).toEqual([
      { _usernames: ['carol'] },
      { _usernames: ['bob_builds', 'nosuchmember'] },
    ]);
  });

  it('turns a URL in the post description into a safe link', async () => {
    serve(world({ post: postRow({ description: 'Manual: http://example.com/manual.pdf.' }) }));
    renderPostPage(signedOutState);
    const link = await screen.findByRole('link', { name: 'http://example.com/manual.pdf' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer ugc');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("links #hashtags in the description and in comments to the hashtag's feed", async () => {
    const tagged = commentRow({
      comment_type: 'gripe',
      content: 'Same as #Audio gear, see #ANC_2',
    });
    serve(world({ comments: [tagged] }));
    renderPostPage(signedOutState);
    const description = await screen.findByText(/^Great ANC/);
    expect(within(description).getByRole('link', { name: '#audio' })).toHaveAttribute(
      'href',
      '/?tags=audio',
    );
    await openGripes();
    const card = within(cardOf(/^Same as /));
    expect(card.getByRole('link', { name: '#Audio' })).toHaveAttribute('href', '/?tags=audio');
    expect(card.getByRole('link', { name: '#ANC_2' })).toHaveAttribute('href', '/?tags=anc_2');
    expect(card.getByText(/^Same as /)).toHaveTextContent('Same as #Audio gear, see #ANC_2');
  });

  it('folds a long comment behind Show more / Show less, and shows no button on a short one', async () => {
    serve(world());
    renderPostPage(signedOutState);
    await openGripes();
    expect(within(cardOf(/^See /)).queryByRole('button', { name: /^Show/ })).toBeNull();

    const card = within(cardOf(/^Line 1 /));
    const more = await card.findByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = card.getByText(/^Line 1 /);
    expect(more).toHaveAttribute('aria-controls', text.id);
    expect(text).toHaveAttribute('data-clamped', 'true');

    more.focus();
    await userEvent.keyboard('{Enter}');
    const less = card.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(text).toHaveAttribute('data-clamped', 'false');
    expect(less).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(card.getByRole('button', { name: 'Show more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('the reply box', () => {
  it('closes on Escape and gives focus back to the Reply button', async () => {
    serve(world({ comments: [linked] }));
    renderPostPage(signedInAs(AUTHOR));
    await openGripes();
    const reply = screen.getByRole('button', { name: 'Reply' });
    await userEvent.click(reply);
    const box = screen.getByPlaceholderText('Write a reply...');
    expect(box).toHaveFocus();
    await userEvent.keyboard('Half a thought{Escape}');
    await waitFor(() => expect(screen.queryByPlaceholderText('Write a reply...')).toBeNull());
    expect(reply).toHaveAttribute('aria-expanded', 'false');
    expect(reply).toHaveFocus();
  });

  it('still closes with Cancel, giving focus back to the Reply button', async () => {
    serve(world({ comments: [linked] }));
    renderPostPage(signedInAs(AUTHOR));
    await openGripes();
    const reply = screen.getByRole('button', { name: 'Reply' });
    await userEvent.click(reply);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByPlaceholderText('Write a reply...')).toBeNull();
    expect(reply).toHaveFocus();
  });
});
