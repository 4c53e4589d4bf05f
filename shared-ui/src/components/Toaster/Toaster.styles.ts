import styled, { keyframes } from 'styled-components';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

/**
 * The stack sits at the top right, below `$offsetTop` (the host's sticky header), and on phones
 * across the top: the bottom corner belongs to floating actions such as the create button. While a
 * modal dialog is open (it covers those actions) the stack moves to the bottom, so it never hides
 * the dialog's title and Close.
 */
export const ToastRegion = styled.section<{ $offsetTop?: string }>`
  position: fixed;
  top: calc(${({ $offsetTop }) => $offsetTop ?? '0px'} + ${({ theme }) => theme.space.md});
  right: ${({ theme }) => theme.space.xl};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(
    ${({ theme }) => theme.sizes.toast},
    calc(100vw - 2 * ${({ theme }) => theme.space.lg})
  );
  pointer-events: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    right: ${({ theme }) => theme.space.md};
    left: ${({ theme }) => theme.space.md};
    width: auto;
  }

  body:has([role='dialog'][aria-modal='true']) & {
    top: auto;
    bottom: ${({ theme }) => theme.space.md};
  }
`;

export const ToastList = styled.ol`
  display: contents;
  list-style: none;
`;

export const ToastItem = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  animation: ${slideIn} ${({ theme }) => theme.durations.normal} ease-out;

  &[data-variant='success'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }
  &[data-variant='error'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const ToastIcon = styled.span`
  display: flex;
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.primary};

  [data-variant='success'] > & {
    color: ${({ theme }) => theme.colors.success};
  }
  [data-variant='error'] > & {
    color: ${({ theme }) => theme.colors.danger};
  }
  svg {
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
  }
`;

export const ToastText = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: ${({ theme }) => theme.space.xxs};
`;

export const ToastTitle = styled.p`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const ToastDescription = styled.p`
  overflow-wrap: anywhere;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
