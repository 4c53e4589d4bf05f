import { Card, Skeleton, SkeletonShine, VisuallyHidden } from '@likegripe/shared-ui';
import { SkeletonRow, SkeletonStack } from './PostDetailPage.styles';

/** The shape of the post page while it loads. */
export function PostDetailSkeleton() {
  return (
    <SkeletonStack aria-busy="true">
      <VisuallyHidden role="status">Loading post...</VisuallyHidden>
      <Card padding="lg">
        <SkeletonShine>
          <SkeletonStack>
            <SkeletonRow>
              <Skeleton variant="circle" width={40} />
              <Skeleton width="30%" />
            </SkeletonRow>
            <Skeleton width="70%" />
            <Skeleton />
            <Skeleton width="85%" />
            <Skeleton variant="rect" height={220} />
            <SkeletonRow>
              <Skeleton variant="rect" width={96} height={36} />
              <Skeleton variant="rect" width={96} height={36} />
              <Skeleton variant="rect" width={120} height={36} />
            </SkeletonRow>
          </SkeletonStack>
        </SkeletonShine>
      </Card>
      {[0, 1, 2].map((section) => (
        <Skeleton key={section} variant="rect" height={52} />
      ))}
    </SkeletonStack>
  );
}
