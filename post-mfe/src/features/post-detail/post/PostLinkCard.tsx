import { ExternalLink, Link2 } from '@likegripe/shared-ui';
import { isSafeHttpUrl } from '@likegripe/shared-core';
import { LinkCardAnchor, LinkHost, LinkIcon, LinkText, LinkUrl } from './PostLinkCard.styles';

/** The post's external link as a card that opens in a new tab without giving it this page. */
export function PostLinkCard({ url }: { url: string }) {
  if (!isSafeHttpUrl(url)) return null;
  const { hostname } = new URL(url.trim());
  return (
    <LinkCardAnchor href={url.trim()} target="_blank" rel="noopener noreferrer nofollow">
      <LinkIcon aria-hidden="true">
        <Link2 />
      </LinkIcon>
      <LinkText>
        <LinkHost>{hostname.replace(/^www\./, '')}</LinkHost>
        <LinkUrl>{url.trim()}</LinkUrl>
      </LinkText>
      <ExternalLink aria-hidden="true" />
    </LinkCardAnchor>
  );
}
