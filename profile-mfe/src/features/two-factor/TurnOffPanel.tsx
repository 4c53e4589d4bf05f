import { useEffect, useId, useRef } from 'react';
import { CodeForm } from './CodeForm';
import { TURN_OFF_HINT, TURN_OFF_TITLE } from './two-factor.texts';
import { Panel, PanelTitle } from './TwoFactorCard.styles';

interface TurnOffPanelProps {
  busy: boolean;
  error: string | null;
  onVerify: (code: string) => void;
  onCancel: () => void;
}

/** Asks for a fresh code before two-factor is turned off; focus moves to its heading. */
export function TurnOffPanel({ busy, error, onVerify, onCancel }: TurnOffPanelProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <Panel role="group" aria-labelledby={titleId}>
      <PanelTitle id={titleId} ref={titleRef} tabIndex={-1}>
        {TURN_OFF_TITLE}
      </PanelTitle>
      <CodeForm
        label={TURN_OFF_TITLE}
        hint={TURN_OFF_HINT}
        busy={busy}
        error={error}
        onSubmit={onVerify}
        onCancel={onCancel}
      />
    </Panel>
  );
}
