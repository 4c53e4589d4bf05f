import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { FieldError, FieldHint, FieldLabel, FieldRoot } from './FormField.styles';

export interface FormFieldProps {
  /** The control's id, which the label points at. */
  id: string;
  /** The visible label (or a screen-reader-only one with `hideLabel`). */
  label: string;
  /** Keeps the label for screen readers only, e.g. a search box with a placeholder. */
  hideLabel?: boolean;
  /** Helper text under the control. */
  hint?: ReactNode;
  /** An error under the control; the control should set `aria-invalid`. */
  error?: ReactNode;
  /** The control. */
  children: ReactNode;
}

/** The ids a control should list in `aria-describedby` for its hint and error. */
export function fieldDescriptionIds(
  id: string,
  hint?: ReactNode,
  error?: ReactNode,
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint and error, laid out and wired together. */
export function FormField({ id, label, hideLabel = false, hint, error, children }: FormFieldProps) {
  const labelElement = <FieldLabel htmlFor={id}>{label}</FieldLabel>;
  return (
    <FieldRoot>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      {children}
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
    </FieldRoot>
  );
}
