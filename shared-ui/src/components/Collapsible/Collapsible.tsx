import { useDeferredValue, useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useControllableState } from '../../hooks/controllable-state.hook';
import {
  Chevron,
  CollapsibleRoot,
  Content,
  Count,
  HeaderButton,
  HeaderIcon,
  Heading,
} from './Collapsible.styles';

export interface CollapsibleProps {
  /** The section title, e.g. 'Likes'. */
  title: string;
  /** Shown next to the title: a count, or a short text saying what it counts ('9 written'). */
  count?: number | string;
  /** An icon before the title. */
  icon?: ReactNode;
  /** Colours the icon: like (green), gripe (coral) or primary. */
  tone?: 'like' | 'gripe' | 'primary';
  /** The body, rendered only while open. */
  children: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial state when uncontrolled; sections start collapsed. */
  defaultOpen?: boolean;
  /** Called when the header toggles. */
  onOpenChange?: (open: boolean) => void;
}

/** A section whose header button shows or hides its content. */
export function Collapsible({
  title,
  count,
  icon,
  tone = 'primary',
  children,
  open,
  defaultOpen = false,
  onOpenChange,
}: CollapsibleProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const contentId = useId();
  // Opening paints the header at once; the body (a section's composer and list, tens of
  // milliseconds of rendering on a phone) mounts in a render of its own after that paint.
  const bodyShown = useDeferredValue(isOpen);
  return (
    <CollapsibleRoot>
      <Heading>
        <HeaderButton
          type="button"
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={() => setOpen(!isOpen)}
        >
          {icon && (
            <HeaderIcon aria-hidden="true" data-tone={tone}>
              {icon}
            </HeaderIcon>
          )}
          {title}
          {count !== undefined && <Count>{count}</Count>}
          <Chevron aria-hidden="true">
            <ChevronDown />
          </Chevron>
        </HeaderButton>
      </Heading>
      <Content id={contentId} hidden={!isOpen}>
        {isOpen && bodyShown && children}
      </Content>
    </CollapsibleRoot>
  );
}
