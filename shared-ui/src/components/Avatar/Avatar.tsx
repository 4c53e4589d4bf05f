import { useState } from 'react';
import { useTheme } from 'styled-components';
import { useImageSources } from '../../images';
import { avatarColor, avatarInitial } from './avatar-fallback';
import { AvatarImage, AvatarInitial, AvatarRoot } from './Avatar.styles';

/** The image's life: no url (idle), fetching, shown, or failed (initial shown instead). */
export type AvatarImageState = 'idle' | 'loading' | 'loaded' | 'error';
export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZE_TOKENS = { sm: 'avatarSm', md: 'avatarMd', lg: 'avatarLg', xl: 'avatarXl' } as const;

export interface AvatarProps {
  /** The member's username; used for the name and as a fallback initial. */
  username?: string | null;
  /** The member's display name; its first letter is the preferred fallback initial. */
  displayName?: string | null;
  /** The picture; when missing or broken the initial is shown. */
  avatarUrl?: string | null;
  /** The member's id; picks a stable fallback colour. */
  userId?: string | null;
  /** sm 28px, md 40px, lg 64px, xl 96px. */
  size?: AvatarSize;
}

/** The picture at the size the avatar is drawn (a 28 px chip loads a 28 px picture, not a photo). */
function avatarSources(sourcesOf: ReturnType<typeof useImageSources>, url: string, size: string) {
  const pixels = Number.parseFloat(size);
  const { src, srcSet } = sourcesOf(url, { width: pixels, height: pixels });
  return srcSet ? { src, srcSet, sizes: size } : { src };
}

/** A member's round picture, falling back to their initial. */
export function Avatar({ username, displayName, avatarUrl, userId, size = 'md' }: AvatarProps) {
  const theme = useTheme();
  const sourcesOf = useImageSources();
  const [image, setImage] = useState<{ url: string; state: 'loaded' | 'error' } | null>(null);
  const settled = image && image.url === avatarUrl ? image.state : null;
  const state: AvatarImageState = !avatarUrl ? 'idle' : (settled ?? 'loading');
  const name = displayName?.trim() || username?.trim() || 'User';
  const showImage = state === 'loading' || state === 'loaded';

  return (
    <AvatarRoot
      data-size={size}
      data-state={state}
      style={{
        background: state === 'loaded' ? undefined : avatarColor(theme, userId || username || name),
      }}
      {...(showImage ? {} : { role: 'img', 'aria-label': name })}
    >
      {state !== 'loaded' && (
        <AvatarInitial aria-hidden="true">{avatarInitial(displayName, username)}</AvatarInitial>
      )}
      {showImage && avatarUrl && (
        <AvatarImage
          {...avatarSources(sourcesOf, avatarUrl, theme.sizes[SIZE_TOKENS[size]])}
          alt={name}
          data-loaded={state === 'loaded'}
          onLoad={() => setImage({ url: avatarUrl, state: 'loaded' })}
          onError={() => setImage({ url: avatarUrl, state: 'error' })}
        />
      )}
    </AvatarRoot>
  );
}
