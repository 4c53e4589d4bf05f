export { Avatar, type AvatarProps, type AvatarImageState, type AvatarSize } from './Avatar';
export { avatarInitial } from './avatar-fallback';
