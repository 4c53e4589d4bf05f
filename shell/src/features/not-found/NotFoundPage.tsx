import { Link } from 'react-router-dom';
import { NotFoundCode, NotFoundLayout, NotFoundTitle, HomeLink } from './NotFoundPage.styles';

/** The page for any unknown route. */
export function NotFoundPage() {
  return (
    <NotFoundLayout>
      <NotFoundCode aria-hidden="true">404</NotFoundCode>
      <NotFoundTitle>Oops! Page not found</NotFoundTitle>
      <HomeLink as={Link} to="/">
        Return to Home
      </HomeLink>
    </NotFoundLayout>
  );
}
