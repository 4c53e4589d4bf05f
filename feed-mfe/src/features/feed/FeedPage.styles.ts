import styled from 'styled-components';

export const FeedSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

export const HeroTitle = styled.h1`
  /* As wide as its words, so the gradient runs from the like colour to the gripe colour across them. */
  width: fit-content;
  max-width: 100%;
  margin: ${({ theme }) => `${theme.space.xl} auto ${theme.space.sm}`};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  letter-spacing: -0.02em;
  background: ${({ theme }) => `linear-gradient(90deg, ${theme.colors.like}, ${theme.colors.primary}, ${theme.colors.gripe})`};
  background-clip: text;
  color: transparent;

  /* Smaller on phones, where it is shown on every visit: the first cards come into the first screen. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    margin: ${({ theme }) => `${theme.space.sm} auto ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const HeroTagline = styled.p`
  margin: 0 auto ${({ theme }) => theme.space.xl};
  max-width: 560px;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-wrap: balance;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    margin-bottom: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const SearchRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 720px;
  margin: 0 auto;
`;

export const SearchBox = styled.label`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.sizes.controlLg};
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textSubtle};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
  }
`;

export const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  outline: 0;
  background: transparent;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
`;

export const FiltersButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.sizes.controlLg};
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
  cursor: pointer;

  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
  }

  &[data-active='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => `0 ${theme.space.md}`};
  }
`;
