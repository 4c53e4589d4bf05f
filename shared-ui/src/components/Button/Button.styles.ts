import styled, { css } from 'styled-components';
import { spinnerRing, spinnerTurn } from '../Spinner/Spinner.styles';

const tone = (bg: string, hover: string, fg: string) => css`
  background: ${bg};
  color: ${fg};
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${hover};
  }
`;

/** Shared by Button and ButtonLink so a link looks exactly like a button. */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.sizes.borderWidth} solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.durations.fast} ease,
    border-color ${({ theme }) => theme.durations.fast} ease,
    box-shadow ${({ theme }) => theme.durations.fast} ease,
    transform ${({ theme }) => theme.durations.fast} ease;

  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[data-full-width='true'] {
    width: 100%;
  }

  &[data-size='sm'] {
    height: ${({ theme }) => theme.sizes.controlSm};
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &[data-size='md'] {
    height: ${({ theme }) => theme.sizes.controlMd};
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &[data-size='lg'] {
    height: ${({ theme }) => theme.sizes.controlLg};
    padding: 0 ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  &[data-variant='primary'] {
    ${({ theme }) => tone(theme.colors.primary, theme.colors.primaryHover, theme.colors.onPrimary)}
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &[data-variant='secondary'] {
    ${({ theme }) => tone(theme.colors.surface, theme.colors.surfaceSunken, theme.colors.text)}
    border-color: ${({ theme }) => theme.colors.border};
  }
  &[data-variant='ghost'] {
    ${({ theme }) => tone('transparent', theme.colors.surfaceSunken, theme.colors.textMuted)}
  }
  &[data-variant='danger'] {
    ${({ theme }) => tone(theme.colors.danger, theme.colors.dangerHover, theme.colors.textInverse)}
  }
  &[data-variant='like'] {
    ${({ theme }) => tone(theme.colors.likeSoft, theme.colors.likeSoft, theme.colors.likeHover)}
    border-color: ${({ theme }) => theme.colors.likeSoft};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.like};
    }
    &[aria-pressed='true'] {
      ${({ theme }) => tone(theme.colors.like, theme.colors.likeHover, theme.colors.textInverse)}
    }
  }
  &[data-variant='gripe'] {
    ${({ theme }) => tone(theme.colors.gripeSoft, theme.colors.gripeSoft, theme.colors.gripeHover)}
    border-color: ${({ theme }) => theme.colors.gripeSoft};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.gripe};
    }
    &[aria-pressed='true'] {
      ${({ theme }) => tone(theme.colors.gripe, theme.colors.gripeHover, theme.colors.textInverse)}
    }
  }

  /* Busy: a ring drawn from the button's own styles, so the click that makes it busy adds no
     element and no style rule to the page. It turns from the frame after (data-turning): starting
     an animation made the click's own frame a third slower on a phone-speed CPU. */
  &[aria-busy='true']::before {
    content: '';
    ${spinnerRing}
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
  &[aria-busy='true'][data-turning='true']::before {
    ${spinnerTurn}
  }

  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

export const StyledButton = styled.button`
  ${buttonStyles}
`;

export const StyledButtonLink = styled.a`
  ${buttonStyles}
`;
