import styled from 'styled-components';

export const TileGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  &[data-count='1'] {
    grid-template-columns: minmax(0, 1fr);
  }
  /* Three tiles: the first takes the whole top row. */
  &[data-count='3'] > :first-child {
    grid-column: 1 / -1;
  }
`;

const tile = `
  display: block;
  position: relative;
  width: 100%;
  min-width: 0;
  aspect-ratio: 3 / 2;
  overflow: hidden;
`;

export const TileButton = styled.button`
  ${tile}
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  cursor: zoom-in;

  img,
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.durations.normal} ease;
  }

  &:hover img,
  &:hover video {
    transform: scale(1.02);
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  /* A single image is shown whole, as tall as it needs up to a limit. */
  [data-count='1'] > & {
    aspect-ratio: auto;

    img {
      height: auto;
      max-height: min(80vh, 720px);
      object-fit: contain;
    }
  }
`;

export const TileVideo = styled.video`
  ${tile}
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  object-fit: contain;

  [data-count='1'] > & {
    aspect-ratio: auto;
    max-height: 480px;
  }
`;

export const MoreOverlay = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onOverlay};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
