export { Skeleton, type SkeletonProps } from './Skeleton';
export { SkeletonShine } from './Skeleton.styles';
