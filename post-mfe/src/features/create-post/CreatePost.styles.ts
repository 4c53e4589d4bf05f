import styled from 'styled-components';

export const CreatePostForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

export const Lead = styled.p`
  margin: ${({ theme }) => `-${theme.space.sm} 0 ${theme.space.xl}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldGroup = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const GroupLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export const ChipRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    min-width: 0;
    max-width: 100%;
  }

  /* A hashtag may be 50 characters, wider than a phone: its chip wraps instead of overflowing. */
  li > span {
    max-width: 100%;
    height: auto;
    min-height: 28px;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

export const InlineError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** A field's hint with its length counter at the end of the line. */
export const HintRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

export const LengthCounter = styled.span`
  margin-left: auto;
  font-variant-numeric: tabular-nums;

  &[data-over='true'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const SubmitRow = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-direction: column-reverse;
  }
`;

export const DropZone = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => `2px dashed ${theme.colors.borderStrong}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }

  svg {
    width: ${({ theme }) => theme.sizes.iconLg};
    height: ${({ theme }) => theme.sizes.iconLg};
    color: ${({ theme }) => theme.colors.primary};
  }

  strong {
    color: ${({ theme }) => theme.colors.text};
  }

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }

  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileRow = styled.li`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.sizes.avatarMd} minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => `${theme.sizes.borderWidth} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const FileThumb = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.avatarMd};
  height: ${({ theme }) => theme.sizes.avatarMd};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const FileInfo = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  small {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
