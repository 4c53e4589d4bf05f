import styled from 'styled-components';
import { controlStyles } from '../FormField';

export const InputWrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const InputIcon = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  display: flex;
  color: ${({ theme }) => theme.colors.textSubtle};
  pointer-events: none;

  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
  }
`;

export const StyledInput = styled.input`
  ${controlStyles}
  height: ${({ theme }) => theme.sizes.controlMd};

  &[data-has-icon='true'] {
    padding-left: ${({ theme }) => theme.space.xxl};
  }
  &[data-size='lg'] {
    height: ${({ theme }) => theme.sizes.controlLg};
    font-size: ${({ theme }) => theme.fontSizes.md};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;
