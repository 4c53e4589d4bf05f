import styled, { keyframes } from 'styled-components';

// The shine moves with a transform, which the compositor animates on its own: a moving
// background-position repaints every placeholder on the main thread in every frame, which kept the
// page busy while the feed loaded (issue 8: Total Blocking Time).
const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

export const StyledSkeleton = styled.span`
  position: relative;
  display: block;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent 0%,
      ${({ theme }) => theme.colors.skeletonShine} 50%,
      transparent 100%
    );
    animation: ${shimmer} ${({ theme }) => theme.durations.skeleton} ease-in-out infinite;
    will-change: transform;
  }

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
