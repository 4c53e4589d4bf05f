import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FormField, fieldDescriptionIds } from '../FormField';
import { InputIcon, InputWrapper, StyledInput } from './Input.styles';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** The label; every input needs one (use `hideLabel` to keep it for screen readers only). */
  label: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Helper text under the input. */
  hint?: ReactNode;
  /** An error message; marks the input invalid. */
  error?: ReactNode;
  /** An icon inside the input on the left, e.g. a search glass. */
  leadingIcon?: ReactNode;
  /** md (40px, default) or lg (48px, e.g. the feed search). */
  size?: 'md' | 'lg';
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; every native attribute passes through (`type="email"`, `required`, …). */
export function Input({
  label,
  hideLabel,
  hint,
  error,
  leadingIcon,
  size = 'md',
  id,
  ...rest
}: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FormField id={inputId} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <InputWrapper>
        {leadingIcon && <InputIcon aria-hidden="true">{leadingIcon}</InputIcon>}
        <StyledInput
          id={inputId}
          data-size={size}
          data-has-icon={Boolean(leadingIcon)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionIds(inputId, hint, error)}
          {...rest}
        />
      </InputWrapper>
    </FormField>
  );
}
