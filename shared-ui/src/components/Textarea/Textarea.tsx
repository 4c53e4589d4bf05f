import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { FormField, fieldDescriptionIds } from '../FormField';
import { fitRows } from './fit-rows';
import { StyledTextarea } from './Textarea.styles';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> {
  /** The label (use `hideLabel` to keep it for screen readers only). */
  label: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Helper text under the box. */
  hint?: ReactNode;
  /** An error message; marks the box invalid. */
  error?: ReactNode;
  /** The smallest height in rows (default 3). */
  minRows?: number;
  /** The box grows with its text up to this many rows, then scrolls (default 8). */
  maxRows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box that grows with its content between `minRows` and `maxRows`. */
export function Textarea({
  label,
  hideLabel,
  hint,
  error,
  minRows = 3,
  maxRows = 8,
  id,
  ref,
  onInput,
  value,
  ...rest
}: TextareaProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const innerRef = useRef<HTMLTextAreaElement | null>(null);

  const setRefs = useCallback(
    (element: HTMLTextAreaElement | null) => {
      innerRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  useLayoutEffect(() => {
    if (innerRef.current) fitRows(innerRef.current, minRows, maxRows);
  }, [value, minRows, maxRows]);

  return (
    <FormField id={textareaId} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <StyledTextarea
        ref={setRefs}
        id={textareaId}
        rows={minRows}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptionIds(textareaId, hint, error)}
        onInput={(event) => {
          fitRows(event.currentTarget, minRows, maxRows);
          onInput?.(event);
        }}
        {...rest}
      />
    </FormField>
  );
}
