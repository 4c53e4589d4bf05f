import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Flag } from '@likegripe/shared-ui';

// Looks like the header's other round icon controls (the theme switch, the bell).
const RoundLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.sizes.controlMd};
  height: ${({ theme }) => theme.sizes.controlMd};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.textMuted};
  transition:
    background-color ${({ theme }) => theme.durations.fast} ease,
    color ${({ theme }) => theme.durations.fast} ease;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  svg {
    width: ${({ theme }) => theme.sizes.iconMd};
    height: ${({ theme }) => theme.sizes.iconMd};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The way to the open reports, shown in the header to moderators only. */
export function ModerationLink({ current }: { current: boolean }) {
  return (
    <RoundLink
      to="/moderation"
      aria-label="Moderation"
      title="Moderation: open reports"
      aria-current={current ? 'page' : undefined}
    >
      <Flag aria-hidden="true" />
    </RoundLink>
  );
}
