import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const FloatingLink = styled(Link)`
  position: fixed;
  right: ${({ theme }) => theme.space.xl};
  bottom: ${({ theme }) => theme.space.xl};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transition: transform ${({ theme }) => theme.durations.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    transform: translateY(-2px);
  }

  svg {
    width: 28px;
    height: 28px;
  }
`;
