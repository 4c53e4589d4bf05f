import styled, { keyframes } from 'styled-components';

const pop = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

export const Anchor = styled.div`
  position: relative;
  display: inline-flex;
  /* Never stretch inside a flex parent, or the panel would open far below the trigger. */
  height: max-content;
`;

/** A floating panel under its trigger; shared by Popover and Menu. */
export const FloatingPanel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  z-index: ${({ theme }) => theme.zIndices.popover};
  min-width: ${({ theme }) => theme.sizes.menu};
  border: ${({ theme }) => theme.sizes.borderWidth} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${pop} ${({ theme }) => theme.durations.fast} ease-out;

  &[data-align='start'] {
    left: 0;
  }
  &[data-align='end'] {
    right: 0;
  }
  &:focus {
    outline: none;
  }
`;

export const PopoverPanel = styled(FloatingPanel)`
  width: min(
    ${({ theme }) => theme.sizes.popover},
    calc(100vw - 2 * ${({ theme }) => theme.space.lg})
  );
  padding: ${({ theme }) => theme.space.lg};

  /* Closed but kept mounted: laid out and invisible, so opening needs no layout of its content
     (on a phone-speed CPU, laying out the notifications panel was a third of opening the bell).
     No height, so it cannot lengthen the page; its width stays, so its content keeps its layout. */
  &[hidden] {
    display: block;
    visibility: hidden;
    height: 0;
    overflow: hidden;
    animation: none;
  }
`;
