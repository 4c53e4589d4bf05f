import styled from 'styled-components';

export const LogoRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1;

  --logo-badge: 30px;
  &[data-size='sm'] {
    --logo-badge: 24px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  &[data-size='md'] {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  &[data-size='lg'] {
    --logo-badge: 48px;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const Badges = styled.span`
  display: inline-flex;
  align-items: center;
`;

export const RoundBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--logo-badge);
  height: var(--logo-badge);
  border-radius: ${({ theme }) => theme.radii.round};
  box-shadow:
    0 0 0 2px ${({ theme }) => theme.colors.surface},
    ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.textInverse};

  &[data-kind='like'] {
    position: relative;
    z-index: 1;
    background: ${({ theme }) => theme.colors.like};
  }
  &[data-kind='gripe'] {
    margin-left: calc(var(--logo-badge) * -0.22);
    background: ${({ theme }) => theme.colors.gripe};
  }
  svg {
    width: 55%;
    height: 55%;
    stroke-width: 2.5;
  }
`;

export const Wordmark = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  letter-spacing: -0.02em;
  white-space: nowrap;

  [data-kind='like'] {
    color: ${({ theme }) => theme.colors.like};
  }
  [data-kind='and'] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  [data-kind='gripe'] {
    color: ${({ theme }) => theme.colors.gripe};
  }
`;
