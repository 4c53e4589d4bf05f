import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const ArticleLayout = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const ArticleHeader = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

export const PostTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const PostDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const HashtagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    max-width: 100%;
  }
`;

export const HashtagLink = styled(Link)`
  display: inline-block;
  max-width: 100%;
  text-decoration: none;
  overflow-wrap: anywhere;
  text-align: left;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
