import styled from 'styled-components';

/** The box and, under it, its suggestions. */
export const MentionField = styled.div`
  position: relative;
`;

export const SuggestionList = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndices.popover};
  top: 100%;
  left: 0;
  /* Never wider than the box, so it stays on a 360 px screen. */
  width: min(100%, ${({ theme }) => theme.sizes.popover});
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const SuggestionOption = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
