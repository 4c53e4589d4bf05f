import { StyledSkeleton } from './Skeleton.styles';

export interface SkeletonProps {
  /** text (one line of text), rect (media, cards) or circle (avatars). */
  variant?: 'text' | 'rect' | 'circle';
  /** CSS width; text lines default to 100%. */
  width?: string | number;
  /** CSS height; ignored for text lines. */
  height?: string | number;
}

/**
 * A placeholder shape shown while content loads. It is hidden from assistive technology: mark the
 * loading container with `aria-busy` and give it a text status instead. The shapes are still; put
 * a group of them in one `SkeletonShine` for the moving shine.
 */
export function Skeleton({ variant = 'text', width, height }: SkeletonProps) {
  const size = variant === 'circle' ? (width ?? height ?? 40) : undefined;
  return (
    <StyledSkeleton
      aria-hidden="true"
      data-variant={variant}
      style={{
        width: size ?? width ?? '100%',
        height: variant === 'text' ? undefined : (size ?? height ?? 120),
      }}
    />
  );
}
