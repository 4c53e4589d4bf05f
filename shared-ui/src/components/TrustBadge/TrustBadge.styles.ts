import styled from 'styled-components';

export const StyledTrustBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: ${({ theme }) => theme.sizes.borderWidth} solid currentColor;
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  white-space: nowrap;

  &[data-size='sm'] {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  &[data-size='md'] {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &[data-size='lg'] {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  &[data-level='new'] {
    color: ${({ theme }) => theme.colors.trustNew};
  }
  &[data-level='bronze'] {
    color: ${({ theme }) => theme.colors.trustBronze};
  }
  &[data-level='silver'] {
    color: ${({ theme }) => theme.colors.trustSilver};
  }
  &[data-level='gold'] {
    color: ${({ theme }) => theme.colors.trustGold};
  }
  &[data-level='platinum'] {
    color: ${({ theme }) => theme.colors.trustPlatinum};
  }

  svg {
    width: 1em;
    height: 1em;
  }
`;
