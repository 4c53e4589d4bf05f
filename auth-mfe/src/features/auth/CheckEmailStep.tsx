import { useId } from 'react';
import { Button } from '@likegripe/shared-ui';
import { useFocusOnShow } from './focus-on-show.hook';
import { ResendConfirmationButton } from './ResendConfirmationButton';
import {
  BACK_TO_SIGN_IN_LABEL,
  CHANGE_ADDRESS_LABEL,
  CHECK_EMAIL_NEXT,
  CHECK_EMAIL_SENT_TO,
  CHECK_EMAIL_TITLE,
  RESEND_LABEL,
} from './confirmation-resend.texts';
import { Address } from './ConfirmationResend.styles';
import { NoticeText, NoticeTitle, SentActions } from './AuthPage.styles';

interface CheckEmailStepProps {
  /** The address the confirmation link went to. */
  email: string;
  /** Where a new link leads after confirming. */
  returnPath: string;
  /** Back to the sign-up form, to correct the address. */
  onChangeAddress: () => void;
  /** To Sign In with the address filled in (the link was opened on another device). */
  onSignIn: () => void;
}

/**
 * What the Sign Up tab becomes once the account waits for its confirmation link: where the link
 * went, what to do with it, and a way to get another or to correct the address. Focus moves to the
 * heading, as the button that led here is gone.
 */
export function CheckEmailStep({
  email,
  returnPath,
  onChangeAddress,
  onSignIn,
}: CheckEmailStepProps) {
  const titleId = useId();
  const titleRef = useFocusOnShow<HTMLHeadingElement>(email);
  return (
    <section aria-labelledby={titleId}>
      <NoticeTitle id={titleId} ref={titleRef} tabIndex={-1}>
        {CHECK_EMAIL_TITLE}
      </NoticeTitle>
      <NoticeText>
        {CHECK_EMAIL_SENT_TO} <Address>{email}</Address>.
      </NoticeText>
      <NoticeText>{CHECK_EMAIL_NEXT}</NoticeText>
      <SentActions>
        <ResendConfirmationButton email={email} returnPath={returnPath} label={RESEND_LABEL} />
        <Button variant="ghost" fullWidth onClick={onChangeAddress}>
          {CHANGE_ADDRESS_LABEL}
        </Button>
        <Button variant="ghost" fullWidth onClick={onSignIn}>
          {BACK_TO_SIGN_IN_LABEL}
        </Button>
      </SentActions>
    </section>
  );
}
