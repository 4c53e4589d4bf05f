import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, ButtonLink, EmptyState, Flag, Input } from '@likegripe/shared-ui';
import {
  selectOwnProfile,
  twoFactorCodeProblem,
  typedTwoFactorCode,
  TWO_FACTOR_CODE_TEXTS,
  useAppSelector,
} from '@likegripe/shared-core';
import { useVerifyModerationCodeMutation } from '../../api/moderation.api';
import { CodeForm } from './TwoFactorPrompt.styles';
import { TWO_FACTOR_NEEDED } from './moderation.texts';

interface TwoFactorPromptProps {
  /** The verified authenticator app to ask a code of; null when none is set up. */
  factorId: string | null;
  /** After a right code: the session is aal2, so the page asks the database again. */
  onVerified: () => void;
}

/**
 * What a moderator sees instead of the queue while the session is aal1: the way to their profile's
 * two-factor card, or the code box when an app is set up (normally the sign-in already asked).
 */
export function TwoFactorPrompt({ factorId, onVerified }: TwoFactorPromptProps) {
  const profile = useAppSelector(selectOwnProfile);
  if (factorId === null) {
    return (
      <EmptyState
        icon={<Flag aria-hidden="true" />}
        title={TWO_FACTOR_NEEDED.title}
        message={TWO_FACTOR_NEEDED.setUp}
        action={
          profile && (
            <ButtonLink as={Link} to={`/profile/${encodeURIComponent(profile.username)}`}>
              {TWO_FACTOR_NEEDED.profileLink}
            </ButtonLink>
          )
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<Flag aria-hidden="true" />}
      title={TWO_FACTOR_NEEDED.title}
      action={<ModerationCodeForm factorId={factorId} onVerified={onVerified} />}
    />
  );
}

function ModerationCodeForm({
  factorId,
  onVerified,
}: {
  factorId: string;
  onVerified: () => void;
}) {
  const [verify, verifying] = useVerifyModerationCodeMutation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = typedTwoFactorCode(text);
    if (code === null) {
      setProblem(TWO_FACTOR_CODE_TEXTS.formatError);
      return;
    }
    setProblem(null);
    try {
      await verify({ factorId, code }).unwrap();
      onVerified();
    } catch (failure) {
      const { code: errorCode, message } = failure as { code?: string; message: string };
      setProblem(twoFactorCodeProblem(errorCode, message));
    }
  };
  return (
    <CodeForm
      aria-label={TWO_FACTOR_NEEDED.title}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Input
        label={TWO_FACTOR_CODE_TEXTS.label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        hint={TWO_FACTOR_NEEDED.enterCode}
        error={problem}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" loading={verifying.isLoading}>
        {TWO_FACTOR_NEEDED.verify}
      </Button>
    </CodeForm>
  );
}
