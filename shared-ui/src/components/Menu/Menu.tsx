import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MoreHorizontal } from 'lucide-react';
import { useDismiss } from '../../hooks/dismiss.hook';
import { IconButton } from '../IconButton';
import { Anchor } from '../Popover/Popover.styles';
import { indexAfterKey } from '../../hooks/roving-index';
import { MenuItemButton, MenuList } from './Menu.styles';

/** One action in a Menu. */
export interface MenuItem {
  /** Stable key. */
  id: string;
  /** The visible text, e.g. 'Report post'. */
  label: string;
  /** Runs when the item is chosen; the menu closes first. */
  onSelect: () => void;
  /** An icon before the label. */
  icon?: ReactNode;
  /** danger colours destructive actions such as 'Delete post'. */
  tone?: 'default' | 'danger';
  disabled?: boolean;
}

export interface MenuProps {
  /** The trigger's accessible name, e.g. 'Post actions'. */
  label: string;
  /** The actions, in order. */
  items: MenuItem[];
  /** The trigger's icon; default is a horizontal ellipsis. */
  icon?: ReactNode;
  /** Which edge of the trigger the menu lines up with; default end (right). */
  align?: 'start' | 'end';
}

/** A button-triggered overflow menu with arrow-key navigation; Escape closes it. */
export function Menu({ label, items, icon = <MoreHorizontal />, align = 'end' }: MenuProps) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const anchorRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const enabled = items
    .map((item, index) => (item.disabled ? -1 : index))
    .filter((index) => index >= 0);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  useDismiss([anchorRef], open, (reason) => close(reason === 'escape'));

  const openAt = (index: number | undefined) => {
    if (index === undefined) return;
    setFocusIndex(index);
    setOpen(true);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const position = indexAfterKey(
      event.key,
      enabled.indexOf(focusIndex),
      enabled.length,
      'vertical',
    );
    const next = position === null ? undefined : enabled[position];
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
  };

  return (
    <Anchor ref={anchorRef}>
      <IconButton
        ref={triggerRef}
        label={label}
        icon={icon}
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(enabled[0]))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            openAt(enabled[0]);
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            openAt(enabled[enabled.length - 1]);
          }
        }}
      />
      {open && (
        <MenuList
          as="ul"
          id={menuId}
          role="menu"
          aria-label={label}
          data-align={align}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <li key={item.id} role="none">
              <MenuItemButton
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                data-tone={item.tone ?? 'default'}
                disabled={item.disabled}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon && <span aria-hidden="true">{item.icon}</span>}
                {item.label}
              </MenuItemButton>
            </li>
          ))}
        </MenuList>
      )}
    </Anchor>
  );
}
