import styled from 'styled-components';

export const ProgressRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const ProgressLabel = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Track = styled.div`
  height: ${({ theme }) => theme.sizes.progress};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;
`;

export const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.durations.slow} ease;

  &[data-tone='like'] {
    background: ${({ theme }) => theme.colors.like};
  }
  &[data-tone='gripe'] {
    background: ${({ theme }) => theme.colors.gripe};
  }
`;
