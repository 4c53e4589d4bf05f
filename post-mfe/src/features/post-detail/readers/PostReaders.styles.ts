import styled from 'styled-components';

/** Always the height of a small avatar, empty or not, so readers coming and going move nothing. */
export const ReadersBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  height: 28px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

export const AvatarStack = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-left: -8px;
  }

  li > * {
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
    border-radius: 50%;
  }
`;
