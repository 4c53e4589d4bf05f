import styled from 'styled-components';

export const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  white-space: nowrap;

  &[data-tone='primary'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[data-tone='gripe'] {
    background: ${({ theme }) => theme.colors.gripe};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  &[data-tone='like'] {
    background: ${({ theme }) => theme.colors.like};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  &[data-tone='neutral'] {
    background: ${({ theme }) => theme.colors.neutralSoft};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-kind='label'] {
    height: 22px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  &[data-floating='true'] {
    position: absolute;
    top: -4px;
    right: -4px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
  }
`;
