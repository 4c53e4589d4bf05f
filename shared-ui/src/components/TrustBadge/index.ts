export { TrustBadge, trustLevelLabels, type TrustBadgeProps, type TrustLevel } from './TrustBadge';
