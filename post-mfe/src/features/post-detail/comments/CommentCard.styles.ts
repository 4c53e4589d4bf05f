import styled from 'styled-components';

export const CommentRoot = styled.article`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[data-kind='reply'] {
    border: none;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const CommentHeader = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Lines a comment or reply shows before Show more. */
const FOLDED_LINES = 5;

export const CommentBody = styled.p`
  margin: 0;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  &[data-clamped='true'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${FOLDED_LINES};
    overflow: hidden;
  }
`;

export const ClampToggle = styled.button`
  align-self: flex-start;
  min-height: ${({ theme }) => theme.sizes.controlSm};
  margin-top: calc(-1 * ${({ theme }) => theme.space.xs});
  padding: 0 ${({ theme }) => theme.space.xs};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const CommentFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export const HeartButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  svg {
    width: 16px;
    height: 16px;
  }

  &:hover {
    background: ${({ theme }) => theme.colors.gripeSoft};
    color: ${({ theme }) => theme.colors.gripe};
  }

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.gripe};

    svg {
      fill: currentColor;
    }
  }

  &:disabled {
    opacity: 0.6;
    cursor: default;
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const ThreadArea = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: ${({ theme }) => theme.space.lg};
  padding-left: ${({ theme }) => theme.space.md};
  border-left: 2px solid ${({ theme }) => theme.colors.border};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    margin-left: 0;
    padding-left: ${({ theme }) => theme.space.sm};
  }
`;

export const ReplyListRoot = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ThreadNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
