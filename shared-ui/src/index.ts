// The public surface of @likegripe/shared-ui. Every export is listed by name (no `export *`) and
// index.test.ts guards the list, so nothing leaks or disappears by accident.

// Theme (the DefaultTheme augmentation travels with every import of this package)
import type {} from './theme/styled';
export {
  theme,
  lightTheme,
  darkTheme,
  lightColors,
  darkColors,
  type Theme,
  type ThemeMode,
  type ColorName,
} from './theme/tokens';
export { ThemeProvider, type ThemeProviderProps } from './theme/ThemeProvider';
export { GlobalStyle } from './theme/GlobalStyle';
export { StylesAhead } from './theme/StylesAhead';
export {
  toCssVariables,
  cssVariablesText,
  themeModesCss,
  THEME_ATTRIBUTE,
} from './theme/css-variables';
export { THEME_STORAGE_KEY } from './theme/theme-preference';
export { useThemeMode } from './theme/theme-mode.hook';

// Components
export {
  AuthorLine,
  type AuthorLineAuthor,
  type AuthorLineProps,
  type AuthorLineTime,
  type AuthorLineVariant,
} from './components/AuthorLine';
export {
  Avatar,
  avatarInitial,
  type AvatarProps,
  type AvatarImageState,
  type AvatarSize,
} from './components/Avatar';
export { Badge, defaultFormatCount, type BadgeProps } from './components/Badge';
export {
  Button,
  ButtonLink,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button';
export { Card, type CardProps, type CardTone } from './components/Card';
export { Chip, type ChipProps } from './components/Chip';
export { Collapsible, type CollapsibleProps } from './components/Collapsible';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export {
  ContentMenu,
  type ContentMenuDelete,
  type ContentMenuEdit,
  type ContentMenuProps,
  type ContentMenuReport,
} from './components/ContentMenu';
export { Dialog, type DialogProps } from './components/Dialog';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export {
  ErrorState,
  errorStateDefaultMessage,
  type ErrorStateProps,
} from './components/ErrorState';
export {
  FormField,
  fieldDescriptionIds,
  controlStyles,
  type FormFieldProps,
} from './components/FormField';
export { IconButton, type IconButtonProps } from './components/IconButton';
export { Input, type InputProps } from './components/Input';
export { Logo, productName, type LogoProps } from './components/Logo';
export { MediaGallery, type MediaGalleryProps, type MediaItem } from './components/MediaGallery';
export {
  MentionLink,
  MentionText,
  mentionProfileHref,
  type MentionTextProps,
} from './components/MentionText';
export { Menu, type MenuItem, type MenuProps } from './components/Menu';
export { Popover, type PopoverProps } from './components/Popover';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export {
  RemoteUnavailable,
  remoteUnavailableTitle,
  type RemoteUnavailableProps,
} from './components/RemoteUnavailable';
export {
  ReportDialog,
  type ReportDialogProps,
  type ReportSubmission,
} from './components/ReportDialog';
export { RelativeTime, type RelativeTimeProps } from './components/RelativeTime';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Skeleton, SkeletonShine, type SkeletonProps } from './components/Skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './components/Spinner';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export { Textarea, type TextareaProps } from './components/Textarea';
export {
  Toaster,
  defaultToastDurationMs,
  type ToasterProps,
  type ToastMessage,
} from './components/Toaster';
export {
  TrustBadge,
  trustLevelLabels,
  type TrustBadgeProps,
  type TrustLevel,
} from './components/TrustBadge';
export { VisuallyHidden } from './components/VisuallyHidden';

// Icons
export {
  ArrowLeft,
  Bell,
  Calendar,
  Camera,
  ChevronDown,
  ExternalLink,
  Flag,
  Hash,
  Heart,
  HelpCircle,
  Image,
  Link2,
  LogOut,
  MessageCircle,
  Moon,
  MoreHorizontal,
  Pencil,
  Plus,
  RefreshCw,
  Reply,
  Search,
  Share2,
  SlidersHorizontal,
  Sparkles,
  Sun,
  ThumbsDown,
  ThumbsUp,
  Trash2,
  Upload,
  Users,
  Video,
  X,
  type IconComponent,
  type IconProps,
} from './icons/icons';

// Pictures: the app says where a picture of a given size comes from
export {
  ImageSourcesProvider,
  useImageSources,
  type ImageBox,
  type ImageSourcer,
  type ImageSources,
} from './images';

// Hooks for consumers that build their own overlays
export { useDismiss } from './hooks/dismiss.hook';
export { useFocusTrap } from './hooks/focus-trap.hook';
// Work the screen does not wait for, after the frame that shows a click's own change
export { afterNextPaint } from './hooks/after-next-paint';
