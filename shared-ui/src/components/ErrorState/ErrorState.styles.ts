import styled from 'styled-components';
import {
  EmptyAction,
  EmptyIcon,
  EmptyMessage,
  EmptyRoot,
  EmptyTitle,
} from '../EmptyState/EmptyState.styles';

// The same layout as EmptyState; only the icon's tone and a row of actions differ.
export const ErrorRoot = EmptyRoot;
export const ErrorTitle = EmptyTitle;
export const ErrorMessage = EmptyMessage;

export const ErrorIcon = styled(EmptyIcon)`
  background: ${({ theme }) => theme.colors.gripeSoft};
  color: ${({ theme }) => theme.colors.gripe};
`;

export const ErrorActions = styled(EmptyAction)`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;
