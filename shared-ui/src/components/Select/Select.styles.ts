import styled from 'styled-components';
import { controlStyles } from '../FormField';

export const SelectWrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  svg {
    position: absolute;
    right: ${({ theme }) => theme.space.md};
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

export const StyledSelect = styled.select`
  ${controlStyles}
  height: ${({ theme }) => theme.sizes.controlMd};
  padding-right: ${({ theme }) => theme.space.xxl};
  appearance: none;
  cursor: pointer;
`;
