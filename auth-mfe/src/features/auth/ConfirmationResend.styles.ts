import styled from 'styled-components';

/** An address inside a sentence: a long one breaks anywhere rather than widen a phone's screen. */
export const Address = styled.strong`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export const WaitHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export const ResendAnswerText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.success};

  &[data-refused] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The sign-in form's note for an unconfirmed address, with its resend button. */
export const UnconfirmedNote = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;
