import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MediaGallery } from './MediaGallery';
import type { MediaItem } from './media-item';

// Small inline pictures keep the stories offline.
function swatch(hue: number): string {
  return (
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="hsl(${hue} 60% 55%)"/><circle cx="112" cy="40" r="18" fill="#fff" opacity=".8"/><path d="M0 120l50-60 40 40 30-20 40 40z" fill="#fff" opacity=".6"/></svg>`,
    )
  );
}

const images = (count: number): MediaItem[] =>
  Array.from({ length: count }, (_, index) => ({
    src: swatch(index * 36),
    kind: 'image',
    alt: `Headphones, image ${index + 1} of ${count}`,
  }));

const meta = {
  title: 'Content/MediaGallery',
  component: MediaGallery,
  args: { items: images(1), viewerLabel: 'Headphones' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof MediaGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneImage: Story = {};
export const TwoImages: Story = { args: { items: images(2) } };
export const ThreeImages: Story = { args: { items: images(3) } };
export const TenImages: Story = { args: { items: images(10) } };
export const WithVideo: Story = {
  args: {
    items: [
      ...images(1),
      { src: 'https://cdn.example.com/clip.mp4', kind: 'video', alt: 'Headphones, video 2 of 2' },
    ],
  },
};
export const Empty: Story = { args: { items: [] } };

/**
 * Photos whose bytes have not arrived (an address that never answers): each tile keeps the
 * photo's own shape and shows its colour, as the site draws them from the upload's size and colour.
 */
export const PhotosStillLoading: Story = {
  args: {
    items: [
      {
        src: 'https://cdn.example.com/never/portrait.jpg',
        kind: 'image',
        alt: 'A portrait photo',
        width: 3024,
        height: 4032,
        placeholderColor: '#6b8f71',
      },
    ],
  },
};
