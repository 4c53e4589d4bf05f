import {
  cloneElement,
  useId,
  useRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useControllableState } from '../../hooks/controllable-state.hook';
import { useDismiss } from '../../hooks/dismiss.hook';
import { Anchor, PopoverPanel } from './Popover.styles';

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-haspopup'?: 'dialog';
}

export interface PopoverProps {
  /** The button that toggles the panel, e.g. the bell IconButton. */
  trigger: ReactElement<TriggerProps>;
  /** The panel's accessible name, e.g. 'Notifications'. */
  label: string;
  /** The panel content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the panel opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Which edge of the trigger the panel lines up with; default end (right). */
  align?: 'start' | 'end';
  /**
   * Renders the panel while closed too, hidden: opening then only shows it, with its content and
   * styles ready, instead of rendering it on the click.
   */
  keepMounted?: boolean;
}

/** A non-modal panel anchored to its trigger. Escape and outside clicks close it. */
export function Popover({
  trigger,
  label,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  align = 'end',
  keepMounted = false,
}: PopoverProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);

  useDismiss([anchorRef], isOpen, (reason) => {
    close();
    if (reason === 'escape') triggerRef.current?.focus();
  });

  return (
    <Anchor ref={anchorRef}>
      {cloneElement(trigger, {
        ref: triggerRef,
        'aria-expanded': isOpen,
        'aria-controls': isOpen ? panelId : undefined,
        'aria-haspopup': 'dialog',
        onClick: (event: MouseEvent<HTMLElement>) => {
          trigger.props.onClick?.(event);
          setOpen(!isOpen);
        },
      })}
      {(isOpen || keepMounted) && (
        <PopoverPanel
          id={panelId}
          role="dialog"
          aria-label={label}
          data-align={align}
          hidden={!isOpen}
        >
          {typeof children === 'function' ? children(close) : children}
        </PopoverPanel>
      )}
    </Anchor>
  );
}
