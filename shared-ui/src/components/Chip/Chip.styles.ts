import styled from 'styled-components';

export const StyledChip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 28px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;

  &[data-removable='true'] {
    padding-right: ${({ theme }) => theme.space.xs};
  }
  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.colors.neutralSoft};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-tone='like'] {
    background: ${({ theme }) => theme.colors.likeSoft};
    color: ${({ theme }) => theme.colors.likeHover};
  }
  &[data-tone='gripe'] {
    background: ${({ theme }) => theme.colors.gripeSoft};
    color: ${({ theme }) => theme.colors.gripeHover};
  }
`;

export const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: inherit;

  &:hover {
    background: ${({ theme }) => theme.colors.hoverTint};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  svg {
    width: 14px;
    height: 14px;
  }
`;
