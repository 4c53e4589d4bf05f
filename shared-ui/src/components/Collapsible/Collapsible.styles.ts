import styled from 'styled-components';

export const CollapsibleRoot = styled.section`
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`;

export const Heading = styled.h3`
  font-size: inherit;
`;

export const HeaderButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.shadows.focus};
  }
`;

export const HeaderIcon = styled.span`
  display: flex;
  color: ${({ theme }) => theme.colors.primary};

  &[data-tone='like'] {
    color: ${({ theme }) => theme.colors.like};
  }
  &[data-tone='gripe'] {
    color: ${({ theme }) => theme.colors.gripe};
  }
  svg {
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
  }
`;

export const Count = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 20px;
`;

export const Chevron = styled.span`
  display: flex;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  transition: transform ${({ theme }) => theme.durations.normal} ease;

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
  svg {
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
  }
`;

export const Content = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
`;
