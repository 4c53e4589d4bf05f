import { useState, type FormEvent } from 'react';
import { Button, Input } from '@likegripe/shared-ui';
import { TWO_FACTOR_CODE_TEXTS, typedTwoFactorCode } from '@likegripe/shared-core';
import { Actions, CodeFormRow } from './TwoFactorCard.styles';
import { CANCEL_LABEL, VERIFY_LABEL } from './two-factor.texts';

interface CodeFormProps {
  /** Names the form for assistive technology. */
  label: string;
  hint: string;
  busy: boolean;
  /** The last refusal; the typed code stays so it can be corrected. */
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** A 6-digit code from an authenticator app, with Verify and Cancel. */
export function CodeForm({ label, hint, busy, error, onSubmit, onCancel }: CodeFormProps) {
  const [text, setText] = useState('');
  const [formatError, setFormatError] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = typedTwoFactorCode(text);
    setFormatError(code === null);
    if (code !== null) onSubmit(code);
  };
  return (
    <CodeFormRow aria-label={label} onSubmit={submit} noValidate>
      <Input
        label={TWO_FACTOR_CODE_TEXTS.label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        hint={hint}
        error={formatError ? TWO_FACTOR_CODE_TEXTS.formatError : error}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Actions>
        <Button type="submit" loading={busy}>
          {VERIFY_LABEL}
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
          {CANCEL_LABEL}
        </Button>
      </Actions>
    </CodeFormRow>
  );
}
