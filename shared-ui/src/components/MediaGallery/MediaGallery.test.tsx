import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ImageSourcesProvider, type ImageBox, type ImageSourcer } from '../../images';
import { MediaGallery } from './MediaGallery';
import type { MediaItem } from './media-item';

const images = (count: number): MediaItem[] =>
  Array.from({ length: count }, (_, index) => ({
    src: `https://cdn.example.com/${index + 1}.jpg`,
    kind: 'image',
    alt: `Headphones, image ${index + 1} of ${count}`,
  }));

function renderGallery(items: MediaItem[]) {
  return renderWithTheme(
    <main>
      <button type="button">Before</button>
      <MediaGallery items={items} viewerLabel="Headphones" />
    </main>,
  );
}

const viewer = () => screen.getByRole('dialog', { name: 'Headphones' });
const shownImage = () => within(viewer()).getByRole('img');

describe('MediaGallery', () => {
  it('shows ten images as four tiles, the last saying how many more there are', async () => {
    const { container } = renderGallery(images(10));
    const tiles = screen.getAllByRole('button', { name: /^Headphones, image/ });
    expect(tiles).toHaveLength(4);
    expect(tiles[3]).toHaveAccessibleName('Headphones, image 4 of 10, 6 more');
    expect(within(tiles[3]!).getByText('+6')).toBeInTheDocument();
    expect(tiles[0]).toHaveAttribute('aria-haspopup', 'dialog');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks for pictures the size of their tiles, keeps their shape and loads the first at once', () => {
    const boxes: ImageBox[] = [];
    const sourcer: ImageSourcer = (url, box) => {
      boxes.push(box);
      return {
        src: `${url}?w=${box.width}`,
        srcSet: `${url}?w=${box.width * 2} ${box.width * 2}w`,
      };
    };
    const photo = {
      kind: 'image' as const,
      width: 4032,
      height: 3024,
      placeholderColor: '#8a7f6e',
    };
    renderWithTheme(
      <ImageSourcesProvider sourcer={sourcer}>
        <MediaGallery items={[{ ...photo, src: '/one.jpg', alt: 'One' }]} maxWidth={760} priority />
        <MediaGallery
          items={[
            { ...photo, src: '/a.jpg', alt: 'A' },
            { ...photo, src: '/b.jpg', alt: 'B' },
          ]}
          maxWidth={760}
        />
      </ImageSourcesProvider>,
    );
    const one = screen.getByRole('img', { name: 'One' });
    expect(one).toHaveAttribute('src', '/one.jpg?w=760');
    expect(one).toHaveAttribute('sizes', '(max-width: 760px) calc(100vw - 0px), 760px');
    expect(one).toHaveAttribute('loading', 'eager');
    expect(one).toHaveAttribute('fetchpriority', 'high');
    expect(one).toHaveStyle({ aspectRatio: '4032 / 3024', backgroundColor: '#8a7f6e' });
    const second = screen.getByRole('img', { name: 'B' });
    expect(second).toHaveAttribute('sizes', '(max-width: 760px) calc((100vw - 8px) / 2), 376px');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(boxes).toContainEqual({ width: 376, height: Math.round(376 * (2 / 3)) });
  });

  it('asks for a whole row for the first of three pictures, beside the page’s gutter', () => {
    const sourcer: ImageSourcer = (url, box) => ({
      src: `${url}?w=${box.width}&h=${box.height}`,
      srcSet: `${url} ${box.width}w`,
    });
    renderWithTheme(
      <ImageSourcesProvider sourcer={sourcer}>
        <MediaGallery items={images(3)} maxWidth={772} gutter={82} />
      </ImageSourcesProvider>,
    );
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('src', 'https://cdn.example.com/1.jpg?w=772&h=515');
    expect(first).toHaveAttribute('sizes', '(max-width: 854px) calc(100vw - 82px), 772px');
    expect(second).toHaveAttribute('src', 'https://cdn.example.com/2.jpg?w=382&h=255');
    expect(second).toHaveAttribute('sizes', '(max-width: 854px) calc((100vw - 90px) / 2), 382px');
  });

  it('shows up to four tiles without a count', () => {
    renderGallery(images(4));
    expect(screen.getAllByRole('button', { name: /^Headphones, image/ })).toHaveLength(4);
    expect(screen.queryByText(/^\+/)).toBeNull();
  });

  it('opens the viewer by keyboard; arrows move round the ends; Escape closes and focus returns', async () => {
    renderGallery(images(10));
    await userEvent.tab();
    await userEvent.tab();
    const first = screen.getByRole('button', { name: 'Headphones, image 1 of 10' });
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(viewer()).toHaveAttribute('aria-modal', 'true');
    expect(within(viewer()).getByText('1 of 10')).toBeInTheDocument();
    expect(shownImage()).toHaveAttribute('src', 'https://cdn.example.com/1.jpg');
    expect(within(viewer()).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await axe(document.body)).toHaveNoViolations();

    await userEvent.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAccessibleName('Headphones, image 2 of 10');
    expect(within(viewer()).getByText('2 of 10')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownImage()).toHaveAccessibleName('Headphones, image 10 of 10');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAccessibleName('Headphones, image 1 of 10');
    await userEvent.keyboard('{End}');
    expect(within(viewer()).getByText('10 of 10')).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(within(viewer()).getByText('1 of 10')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(first).toHaveFocus();
  });

  it('moves with Previous and Next, keeps Tab inside, and closes with Close', async () => {
    renderGallery(images(10));
    const more = screen.getByRole('button', { name: /image 4 of 10/ });
    await userEvent.click(more);
    expect(within(viewer()).getByText('4 of 10')).toBeInTheDocument();
    await userEvent.click(within(viewer()).getByRole('button', { name: 'Next' }));
    expect(within(viewer()).getByText('5 of 10')).toBeInTheDocument();
    await userEvent.click(within(viewer()).getByRole('button', { name: 'Previous' }));
    await userEvent.click(within(viewer()).getByRole('button', { name: 'Previous' }));
    expect(shownImage()).toHaveAccessibleName('Headphones, image 3 of 10');

    // Focus is on Next (now at the 4th); Tab goes round to its original, then to Close.
    await userEvent.click(within(viewer()).getByRole('button', { name: 'Next' }));
    await userEvent.tab();
    expect(within(viewer()).getByRole('link', { name: 'Open original' })).toHaveAttribute(
      'href',
      'https://cdn.example.com/4.jpg',
    );
    expect(within(viewer()).getByRole('link', { name: 'Open original' })).toHaveFocus();
    for (const name of ['Close', 'Previous', 'Next']) {
      await userEvent.tab();
      expect(within(viewer()).getByRole('button', { name })).toHaveFocus();
    }
    await userEvent.click(within(viewer()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more).toHaveFocus();
  });

  it('plays a video in its tile, and the viewer shows videos with controls', async () => {
    const items: MediaItem[] = [
      images(1)[0]!,
      { src: 'https://cdn.example.com/clip.mp4', kind: 'video', alt: 'Headphones, video 2 of 2' },
    ];
    renderGallery(items);
    const video = screen.getByLabelText('Headphones, video 2 of 2');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(screen.getAllByRole('button', { name: /^Headphones/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Headphones, image 1 of 1' }));
    await userEvent.keyboard('{ArrowRight}');
    const inViewer = within(viewer()).getByLabelText('Headphones, video 2 of 2');
    expect(inViewer.tagName).toBe('VIDEO');
    expect(inViewer).toHaveAttribute('controls');
    expect(within(viewer()).queryByRole('img')).toBeNull();
  });

  it('offers no Previous or Next for a single image, and renders nothing without items', async () => {
    const { unmount } = renderGallery(images(1));
    await userEvent.click(screen.getByRole('button', { name: 'Headphones, image 1 of 1' }));
    expect(within(viewer()).queryByRole('button', { name: 'Next' })).toBeNull();
    unmount();
    const { container } = renderWithTheme(<MediaGallery items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
