import styled from 'styled-components';
import { FloatingPanel } from '../Popover/Popover.styles';

export const MenuList = styled(FloatingPanel)`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.xs};
  max-width: calc(100vw - 2 * ${({ theme }) => theme.space.lg});
  margin: 0;
  list-style: none;
`;

export const MenuItemButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  overflow-wrap: anywhere;

  &:hover:not(:disabled),
  &:focus-visible {
    outline: none;
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
    &:hover:not(:disabled),
    &:focus-visible {
      background: ${({ theme }) => theme.colors.dangerSoft};
    }
  }
  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;
