import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

export const StyledSkeleton = styled.span`
  display: block;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonShine} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} ${({ theme }) => theme.durations.skeleton} ease-in-out infinite;

  &[data-variant='text'] {
    height: 0.9em;
    margin: 0.25em 0;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  &[data-variant='rect'] {
    border-radius: ${({ theme }) => theme.radii.md};
  }
  &[data-variant='circle'] {
    flex: none;
    border-radius: ${({ theme }) => theme.radii.round};
  }
`;
