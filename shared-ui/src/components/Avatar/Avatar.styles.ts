import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  50% { opacity: 0.6; }
`;

export const AvatarRoot = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textInverse};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  user-select: none;

  &[data-size='sm'] {
    width: ${({ theme }) => theme.sizes.avatarSm};
    height: ${({ theme }) => theme.sizes.avatarSm};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  &[data-size='md'] {
    width: ${({ theme }) => theme.sizes.avatarMd};
    height: ${({ theme }) => theme.sizes.avatarMd};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  &[data-size='lg'] {
    width: ${({ theme }) => theme.sizes.avatarLg};
    height: ${({ theme }) => theme.sizes.avatarLg};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  &[data-size='xl'] {
    width: ${({ theme }) => theme.sizes.avatarXl};
    height: ${({ theme }) => theme.sizes.avatarXl};
    font-size: ${({ theme }) => theme.fontSizes.display};
  }

  &[data-state='loading'] {
    animation: ${pulse} ${({ theme }) => theme.durations.skeleton} ease-in-out infinite;
  }
`;

export const AvatarInitial = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  line-height: 1;
`;

export const AvatarImage = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0;
  transition: opacity ${({ theme }) => theme.durations.normal} ease;

  &[data-loaded='true'] {
    opacity: 1;
  }
`;
