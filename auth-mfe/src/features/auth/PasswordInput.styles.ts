import styled from 'styled-components';
import { controlStyles } from '@likegripe/shared-ui';

export const PasswordWrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const PasswordControl = styled.input`
  ${controlStyles}
  height: ${({ theme }) => theme.sizes.controlMd};
  /* Room for the Show / Hide button, so a long password never runs under it. */
  padding-right: 72px;
`;

export const VisibilityToggle = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space.xs};
  min-width: 56px;
  height: ${({ theme }) => theme.sizes.controlSm};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
