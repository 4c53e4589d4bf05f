import styled from 'styled-components';

export const ViewerBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  justify-content: center;
  background: ${({ theme }) => theme.colors.text};
`;

export const ViewerFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 1200px;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};

  &:focus {
    outline: none;
  }
`;

export const ViewerBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const ViewerTitle = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.onOverlay};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const OriginalLink = styled.a`
  color: ${({ theme }) => theme.colors.onOverlay};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const ViewerNav = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl};
`;

export const Counter = styled.p`
  min-width: 5em;
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.onOverlay};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

export const Stage = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;

  /* Large: scaled to the stage both ways, whole and undistorted. */
  img,
  video {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
