import { useId, useRef, useState } from 'react';
import { Button } from '@likegripe/shared-ui';
import { selectSessionUser, useAppSelector } from '@likegripe/shared-core';
import {
  useCancelTwoFactorMutation,
  useFinishTwoFactorMutation,
  useGetTwoFactorStatusQuery,
  useStartTwoFactorMutation,
  useTurnOffTwoFactorMutation,
  type TwoFactorEnrolment,
} from '../../api/two-factor.api';
import { SectionCard } from '../../components/SectionCard.styles';
import { EnrolmentPanel } from './EnrolmentPanel';
import { TurnOffPanel } from './TurnOffPanel';
import { codeErrorMessage } from './two-factor-errors';
import {
  STATUS_LOAD_ERROR,
  TURN_OFF_LABEL,
  TURN_ON_LABEL,
  TWO_FACTOR_ABOUT,
  TWO_FACTOR_OFF,
  TWO_FACTOR_ON,
  TWO_FACTOR_TITLE,
} from './two-factor.texts';
import { ErrorText, StatusRow, Text, Title } from './TwoFactorCard.styles';

type Step =
  { kind: 'idle' } | { kind: 'enrolling'; enrolment: TwoFactorEnrolment } | { kind: 'turningOff' };

/** Two-factor sign-in for the member's own profile; nothing on anyone else's. */
export function TwoFactorCard({ profileId }: { profileId: string }) {
  const viewer = useAppSelector(selectSessionUser);
  if (viewer?.id !== profileId) return null;
  return <OwnTwoFactorCard />;
}

function OwnTwoFactorCard() {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const status = useGetTwoFactorStatusQuery(undefined);
  const [start, starting] = useStartTwoFactorMutation();
  const [finish, finishing] = useFinishTwoFactorMutation();
  const [cancel] = useCancelTwoFactorMutation();
  const [turnOff, turningOff] = useTurnOffTwoFactorMutation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const factorId = status.data?.verifiedFactorId ?? null;
  const on = factorId !== null;

  const backToStatus = () => {
    setStep({ kind: 'idle' });
    setError(null);
    // The panel and its buttons are gone: the card's heading keeps the place.
    setTimeout(() => titleRef.current?.focus(), 0);
  };
  const turnOn = async () => {
    setError(null);
    try {
      setStep({ kind: 'enrolling', enrolment: await start(undefined).unwrap() });
    } catch (failure) {
      setError(codeErrorMessage(failure));
    }
  };
  const verifyEnrolment = async (enrolment: TwoFactorEnrolment, code: string) => {
    try {
      await finish({ factorId: enrolment.factorId, code }).unwrap();
      backToStatus();
    } catch (failure) {
      setError(codeErrorMessage(failure));
    }
  };
  const cancelEnrolment = (enrolment: TwoFactorEnrolment) => {
    // An unfinished factor would block the next enrolment under the same name.
    void cancel({ factorId: enrolment.factorId });
    backToStatus();
  };
  const confirmTurnOff = async (code: string) => {
    if (!factorId) return;
    try {
      await turnOff({ factorId, code }).unwrap();
      backToStatus();
    } catch (failure) {
      setError(codeErrorMessage(failure));
    }
  };

  return (
    <SectionCard aria-labelledby={titleId}>
      <Title id={titleId} ref={titleRef} tabIndex={-1}>
        {TWO_FACTOR_TITLE}
      </Title>
      <Text>{TWO_FACTOR_ABOUT}</Text>
      {status.isError && <ErrorText role="alert">{STATUS_LOAD_ERROR}</ErrorText>}
      {status.data && (
        <StatusRow>
          <Text role="status">
            Status: <strong>{on ? TWO_FACTOR_ON : TWO_FACTOR_OFF}</strong>
          </Text>
          {step.kind === 'idle' && (
            <Button
              variant="secondary"
              loading={starting.isLoading}
              onClick={() => (on ? setStep({ kind: 'turningOff' }) : void turnOn())}
            >
              {on ? TURN_OFF_LABEL : TURN_ON_LABEL}
            </Button>
          )}
        </StatusRow>
      )}
      {step.kind === 'idle' && error && <ErrorText role="alert">{error}</ErrorText>}
      {step.kind === 'enrolling' && (
        <EnrolmentPanel
          enrolment={step.enrolment}
          busy={finishing.isLoading}
          error={error}
          onVerify={(code) => void verifyEnrolment(step.enrolment, code)}
          onCancel={() => cancelEnrolment(step.enrolment)}
        />
      )}
      {step.kind === 'turningOff' && (
        <TurnOffPanel
          busy={turningOff.isLoading}
          error={error}
          onVerify={(code) => void confirmTurnOff(code)}
          onCancel={backToStatus}
        />
      )}
    </SectionCard>
  );
}
