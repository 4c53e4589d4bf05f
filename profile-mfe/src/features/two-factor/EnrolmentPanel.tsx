import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@likegripe/shared-ui';
import type { TwoFactorEnrolment } from '../../api/two-factor.api';
import { CodeForm } from './CodeForm';
import {
  COPY_SECRET_LABEL,
  QR_CODE_ALT,
  SECRET_COPIED,
  SECRET_LABEL,
  SET_UP_CODE_HINT,
  SET_UP_STEPS,
  SET_UP_TITLE,
} from './two-factor.texts';
import { Panel, PanelTitle, QrImage, Secret, SecretRow, Text } from './TwoFactorCard.styles';

interface EnrolmentPanelProps {
  enrolment: TwoFactorEnrolment;
  busy: boolean;
  error: string | null;
  onVerify: (code: string) => void;
  onCancel: () => void;
}

/**
 * The QR code and the secret for an authenticator app, then the first code it shows. Focus moves
 * to the heading, as the Turn on button that led here is gone.
 */
export function EnrolmentPanel({
  enrolment,
  busy,
  error,
  onVerify,
  onCancel,
}: EnrolmentPanelProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => titleRef.current?.focus(), []);
  const copy = () => {
    void navigator.clipboard?.writeText(enrolment.secret).then(() => setCopied(true));
  };
  return (
    <Panel role="group" aria-labelledby={titleId}>
      <PanelTitle id={titleId} ref={titleRef} tabIndex={-1}>
        {SET_UP_TITLE}
      </PanelTitle>
      <Text>{SET_UP_STEPS}</Text>
      <QrImage src={enrolment.qrCode} alt={QR_CODE_ALT} width={180} height={180} />
      <SecretRow>
        <Text>{SECRET_LABEL}:</Text>
        <Secret data-testid="two-factor-secret">{enrolment.secret}</Secret>
        {typeof navigator !== 'undefined' && navigator.clipboard && (
          <Button type="button" variant="secondary" size="sm" onClick={copy}>
            {copied ? SECRET_COPIED : COPY_SECRET_LABEL}
          </Button>
        )}
      </SecretRow>
      <CodeForm
        label={SET_UP_TITLE}
        hint={SET_UP_CODE_HINT}
        busy={busy}
        error={error}
        onSubmit={onVerify}
        onCancel={onCancel}
      />
    </Panel>
  );
}
