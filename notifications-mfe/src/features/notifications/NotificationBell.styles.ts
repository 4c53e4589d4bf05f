import styled from 'styled-components';
import { IconButton } from '@likegripe/shared-ui';

/** The bell; positioned so the unread badge can sit on its corner. */
export const BellButton = styled(IconButton)`
  position: relative;
`;
