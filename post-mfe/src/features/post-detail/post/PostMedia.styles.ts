import styled from 'styled-components';

export const MediaGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.sm};

  &[data-count='2'] {
    grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  }
`;

export const MediaFrame = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};

  img,
  video {
    display: block;
    width: 100%;
    max-height: 480px;
    object-fit: contain;
  }
`;
