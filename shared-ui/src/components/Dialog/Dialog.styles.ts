import styled, { keyframes } from 'styled-components';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.overlay};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space.sm};
  }
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal} ease-out;
`;

export const Panel = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.lg});
  overflow: auto;
  overflow-wrap: anywhere;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} ${({ theme }) => theme.durations.slow} ease-out;

  &[data-size='sm'] {
    max-width: calc(${({ theme }) => theme.sizes.dialog} - 80px);
  }
  &[data-size='md'] {
    max-width: ${({ theme }) => theme.sizes.dialog};
  }
  &[data-size='lg'] {
    max-width: calc(${({ theme }) => theme.sizes.dialog} + 160px);
  }
  &:focus {
    outline: none;
  }

  /* A 320 px phone keeps 288 px of dialog; narrower padding leaves the content room to breathe. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.sm});
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  & > div {
    min-width: 0;
  }
  & > button {
    flex: none;
  }
`;

export const Title = styled.h2`
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const Description = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;
