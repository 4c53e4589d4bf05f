import { Card, Skeleton, SkeletonShine } from '@likegripe/shared-ui';
import { FEED_SKELETON_COUNT } from './feed-limits';
import { SkeletonHeader, SkeletonLines } from './FeedList.styles';

/** The six placeholder cards shown while the first page loads. */
export function FeedSkeleton() {
  return (
    <>
      {Array.from({ length: FEED_SKELETON_COUNT }, (_, index) => (
        <Card key={index} data-testid="feed-skeleton-card">
          <SkeletonShine>
            <SkeletonHeader>
              <Skeleton variant="circle" width={40} height={40} />
              <SkeletonLines>
                <Skeleton width="50%" />
                <Skeleton width="30%" />
              </SkeletonLines>
            </SkeletonHeader>
            <SkeletonLines>
              <Skeleton width="80%" />
              <Skeleton />
              <Skeleton width="90%" />
              <Skeleton variant="rect" height={140} />
            </SkeletonLines>
          </SkeletonShine>
        </Card>
      ))}
    </>
  );
}
