import styled from 'styled-components';

export const SectionStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const SectionBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg} ${theme.space.lg}`};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.md}`};
  }
`;

export const CommentList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EmptyText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const ComposerForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  /* A reply box waiting, hidden, for its reply to be saved. */
  &[hidden] {
    display: none;
  }
`;

export const ComposerActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const SignInNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.borderWidth} dashed
    ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const SectionNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export const ShowMore = styled.div`
  display: flex;
  justify-content: center;
`;

export const HintRow = styled.span`
  display: flex;
  justify-content: flex-end;
`;

/** '4,812/5,000' under a comment box, as the create form counts. */
export const LengthCounter = styled.span`
  font-variant-numeric: tabular-nums;

  &[data-over='true'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
