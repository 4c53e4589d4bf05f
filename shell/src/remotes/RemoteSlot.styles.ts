import styled from 'styled-components';

export const SlotLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxxl};
`;
