import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { FormField, fieldDescriptionIds } from '../FormField';
import { SelectWrapper, StyledSelect } from './Select.styles';

/** One choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** The label (use `hideLabel` to keep it for screen readers only). */
  label: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** The choices, in order. */
  options: SelectOption[];
  /** A first, empty choice such as 'Select a reason'. */
  placeholder?: string;
  /** Helper text under the select. */
  hint?: ReactNode;
  /** An error message; marks the select invalid. */
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select, styled like the other fields. */
export function Select({
  label,
  hideLabel,
  options,
  placeholder,
  hint,
  error,
  id,
  ...rest
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <FormField id={selectId} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <SelectWrapper>
        <StyledSelect
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionIds(selectId, hint, error)}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
        <ChevronDown aria-hidden="true" />
      </SelectWrapper>
    </FormField>
  );
}
