export {
  AuthorLine,
  type AuthorLineAuthor,
  type AuthorLineProps,
  type AuthorLineTime,
  type AuthorLineVariant,
} from './AuthorLine';
