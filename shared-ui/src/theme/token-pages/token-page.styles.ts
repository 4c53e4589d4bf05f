import styled from 'styled-components';

/** A token page: one group of design tokens, readable from 320 px up. */
export const TokenPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 1120px;
  color: ${({ theme }) => theme.colors.text};
`;

export const TokenPageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const TokenPageIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 68ch;
`;

export const TokenSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const TokenSectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Cards that wrap onto as many columns as fit. */
export const TokenGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '200px' }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

/** One token per row, the sample first. */
export const TokenRows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

export const TokenCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The token's name as code uses it, e.g. `colors.primary`. */
export const TokenName = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

/** The value and the CSS custom property, in muted small print. */
export const TokenDetail = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
