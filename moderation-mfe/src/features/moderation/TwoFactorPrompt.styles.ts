import styled from 'styled-components';

export const CodeForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.md};
  width: min(100%, 20rem);
  text-align: start;
`;
