import styled from 'styled-components';
import { RelativeTime } from '../RelativeTime';

export const AvatarLink = styled.a`
  display: inline-flex;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.round};

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const AuthorText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const AuthorName = styled.a`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const AuthorMeta = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Handle = styled.a`
  min-width: 0;
  color: inherit;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const Time = styled(RelativeTime)``;

export const AuthorLineRoot = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  /* One line each, cut with an ellipsis: the line keeps its height whatever the name. */
  &[data-variant='compact'] {
    ${AuthorText} {
      flex: 1;
      line-height: ${({ theme }) => theme.lineHeights.tight};
    }

    /* Only as wide as the name: the space beside it belongs to whatever holds the line. */
    ${AuthorName} {
      align-self: flex-start;
      max-width: 100%;
      text-overflow: ellipsis;
      white-space: nowrap;
    }

    ${AuthorMeta} {
      overflow: hidden;
      color: ${({ theme }) => theme.colors.textSubtle};
      font-size: ${({ theme }) => theme.fontSizes.xs};
      white-space: nowrap;
    }

    ${Handle} {
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }

  /* A long name takes at most two lines; its tooltip and the profile show it whole. */
  &[data-variant='spacious'],
  &[data-variant='inline'] {
    ${AuthorName} {
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow-wrap: anywhere;
    }
  }

  &[data-variant='spacious'] {
    gap: ${({ theme }) => theme.space.md};

    ${AuthorMeta} {
      flex-wrap: wrap;
      align-items: center;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }

    ${Handle} {
      overflow-wrap: anywhere;
    }
  }

  /* Name and details share one line while they fit; a long name takes its own line above them. */
  &[data-variant='inline'] {
    ${AuthorText} {
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    }

    ${AuthorName} {
      min-width: 0;
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }

    ${AuthorMeta} {
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => theme.space.sm};
    }

    ${Time} {
      flex-shrink: 0;
      color: ${({ theme }) => theme.colors.textSubtle};
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
  }
`;
