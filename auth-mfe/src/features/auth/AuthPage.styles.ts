import styled, { css } from 'styled-components';

/**
 * A heading that receives focus when its view appears, so screen readers start there. It is not a
 * control (tabIndex -1, nothing to operate), so it draws no focus ring.
 */
const focusableHeading = css`
  &:focus {
    outline: none;
  }
`;

export const AuthCard = styled.section`
  width: 100%;
  max-width: 440px;
  margin: ${({ theme }) => `${theme.space.xxl} auto`};
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    margin: ${({ theme }) => `${theme.space.lg} auto`};
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const AuthHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

export const AuthTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${focusableHeading}
`;

export const AuthSubtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.lg};
`;

export const NoticeTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
  ${focusableHeading}
`;

export const NoticeText = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const NoticeActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The buttons under the 'Check your email' sentence, spaced as the form they replace. */
export const SentActions = styled(NoticeActions)`
  padding-top: ${({ theme }) => theme.space.lg};
`;

export const TextLinkRow = styled.p`
  display: flex;
  justify-content: flex-end;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    /* At least 24 px tall, so a thumb can hit it on a phone. */
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} 0`};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-underline-offset: 2px;
  }
  a:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
