import { useId } from 'react';
import { Fill, ProgressLabel, ProgressRoot, Track } from './ProgressBar.styles';

export interface ProgressBarProps {
  /** The current value, clamped to 0..max. */
  value: number;
  /** The full value; default 100. */
  max?: number;
  /** What is measured, e.g. 'Review quality'; names the bar. */
  label: string;
  /** Shows the label and rounded value above the bar. */
  showValue?: boolean;
  /** primary (default), like (green) or gripe (coral). */
  tone?: 'primary' | 'like' | 'gripe';
}

/** A horizontal bar, e.g. a reputation score or the positive share of sentiment. */
export function ProgressBar({
  value,
  max = 100,
  label,
  showValue = false,
  tone = 'primary',
}: ProgressBarProps) {
  const labelId = useId();
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <ProgressRoot>
      {showValue && (
        <ProgressLabel>
          <span id={labelId}>{label}</span>
          <span>
            {Math.round(clamped)}/{max}
          </span>
        </ProgressLabel>
      )}
      <Track
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        {...(showValue ? { 'aria-labelledby': labelId } : { 'aria-label': label })}
      >
        <Fill data-tone={tone} style={{ width: `${percent}%` }} />
      </Track>
    </ProgressRoot>
  );
}
