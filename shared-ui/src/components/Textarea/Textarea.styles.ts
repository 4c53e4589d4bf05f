import styled from 'styled-components';
import { controlStyles } from '../FormField';

export const StyledTextarea = styled.textarea`
  ${controlStyles}
  display: block;
  resize: none;
  overflow-y: auto;
`;
