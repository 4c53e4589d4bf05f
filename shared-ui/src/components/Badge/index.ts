export { Badge, defaultFormatCount, type BadgeProps } from './Badge';
