import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { RemoveButton, StyledChip } from './Chip.styles';

export interface ChipProps {
  /** The text, e.g. '#coffee' or 'Category: Books'. */
  label: string;
  /** When given, a remove button labelled 'Remove {label}' calls it. */
  onRemove?: () => void;
  /** primary (default), neutral, like or gripe. */
  tone?: 'primary' | 'neutral' | 'like' | 'gripe';
  /** An icon before the label. */
  icon?: ReactNode;
}

/** A compact label: a hashtag, an active filter or a file name, optionally removable. */
export function Chip({ label, onRemove, tone = 'primary', icon }: ChipProps) {
  return (
    <StyledChip data-tone={tone} data-removable={Boolean(onRemove)}>
      {icon && <span aria-hidden="true">{icon}</span>}
      {label}
      {onRemove && (
        <RemoveButton type="button" aria-label={`Remove ${label}`} onClick={onRemove}>
          <X aria-hidden="true" />
        </RemoveButton>
      )}
    </StyledChip>
  );
}
