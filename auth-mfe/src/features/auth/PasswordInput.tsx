import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormField, VisuallyHidden, fieldDescriptionIds } from '@likegripe/shared-ui';
import { PasswordControl, PasswordWrapper, VisibilityToggle } from './PasswordInput.styles';

interface PasswordInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size' | 'id'
> {
  label: string;
  /** 'current-password' to sign in, 'new-password' to choose one. */
  autoComplete: 'current-password' | 'new-password';
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * A labelled password input with a Show / Hide button, so a member can check what they typed
 * (on a phone especially). The button's name is 'Show password' or 'Hide password'; it is named by
 * its text, not by a label, so the field stays the only thing labelled with the field's label.
 */
export function PasswordInput({ label, hint, error, ...rest }: PasswordInputProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <PasswordWrapper>
        <PasswordControl
          id={id}
          type={visible ? 'text' : 'password'}
          // Shown, it must not be corrected or capitalised as prose is.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescriptionIds(id, hint, error)}
          {...rest}
        />
        <VisibilityToggle type="button" aria-controls={id} onClick={() => setVisible(!visible)}>
          {visible ? 'Hide' : 'Show'}
          <VisuallyHidden> password</VisuallyHidden>
        </VisibilityToggle>
      </PasswordWrapper>
    </FormField>
  );
}
