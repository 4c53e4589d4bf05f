import styled from 'styled-components';

export const ShortcutList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  dt {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
  }
`;

export const Key = styled.kbd`
  display: inline-block;
  min-width: ${({ theme }) => theme.sizes.controlSm};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;
