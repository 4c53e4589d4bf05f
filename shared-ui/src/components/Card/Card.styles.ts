import styled from 'styled-components';

export const StyledCard = styled.div`
  position: relative;
  display: block;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  transition:
    box-shadow ${({ theme }) => theme.durations.normal} ease,
    transform ${({ theme }) => theme.durations.normal} ease,
    border-color ${({ theme }) => theme.durations.normal} ease;

  &[data-padding='none'] {
    padding: 0;
  }
  &[data-padding='sm'] {
    padding: ${({ theme }) => theme.space.md};
  }
  &[data-padding='md'] {
    padding: ${({ theme }) => theme.space.lg};
  }
  &[data-padding='lg'] {
    padding: ${({ theme }) => theme.space.xl};
  }

  &[data-tone='like'] {
    border-color: ${({ theme }) => theme.colors.likeSoft};
    box-shadow:
      inset 0 3px 0 ${({ theme }) => theme.colors.like},
      ${({ theme }) => theme.shadows.sm};
  }
  &[data-tone='gripe'] {
    border-color: ${({ theme }) => theme.colors.gripeSoft};
    box-shadow:
      inset 0 3px 0 ${({ theme }) => theme.colors.gripe},
      ${({ theme }) => theme.shadows.sm};
  }

  &[data-interactive='true'] {
    cursor: pointer;
    &:hover {
      transform: translateY(-2px);
      box-shadow: ${({ theme }) => theme.shadows.md};
    }
    &[data-tone='like']:hover {
      box-shadow:
        inset 0 3px 0 ${({ theme }) => theme.colors.like},
        ${({ theme }) => theme.shadows.md};
    }
    &[data-tone='gripe']:hover {
      box-shadow:
        inset 0 3px 0 ${({ theme }) => theme.colors.gripe},
        ${({ theme }) => theme.shadows.md};
    }
    &:focus-within {
      border-color: ${({ theme }) => theme.colors.focus};
    }
  }
`;
