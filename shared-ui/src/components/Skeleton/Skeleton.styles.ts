import styled, { keyframes } from 'styled-components';

export const StyledSkeleton = styled.span`
  display: block;
  background: ${({ theme }) => theme.colors.skeleton};

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

const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

// One shine sweeps over a whole group of placeholders, on a layer the compositor moves by itself.
// A shine in each placeholder made dozens of animated layers (42 for the feed's six cards), whose
// compositing every frame kept a phone's CPU busy while the page loaded (raising Total Blocking
// Time). The shine is translucent white: it lightens the grey shapes and is invisible on a card.
export const SkeletonShine = styled.div`
  position: relative;
  overflow: hidden;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    pointer-events: none;
    background: linear-gradient(
      90deg,
      transparent 0%,
      ${({ theme }) => theme.colors.skeletonShine} 50%,
      transparent 100%
    );
    animation: ${shimmer} ${({ theme }) => theme.durations.skeleton} ease-in-out infinite;
    will-change: transform;
  }
`;
