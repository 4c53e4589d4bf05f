import { useEffect, useRef } from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { IconButton } from '../IconButton';
import { ToastDescription, ToastIcon, ToastItem, ToastText, ToastTitle } from './Toaster.styles';

/** Default time a toast stays on screen. */
export const defaultToastDurationMs = 5000;

/** One message in the Toaster. */
export interface ToastMessage {
  /** Unique id, passed back to `onDismiss`. */
  id: string;
  /** The headline, e.g. 'Welcome back!'. */
  title: string;
  /** Optional second line. */
  description?: string;
  /** default (brand), success (green) or error (red). */
  variant?: 'default' | 'success' | 'error';
  /** How long before it dismisses itself; default 5000 ms. */
  durationMs?: number;
}

const icons = { default: Info, success: CircleCheck, error: CircleAlert };

interface ToastProps {
  toast: ToastMessage;
  onDismiss: (id: string) => void;
}

export function Toast({ toast, onDismiss }: ToastProps) {
  const {
    id,
    title,
    description,
    variant = 'default',
    durationMs = defaultToastDurationMs,
  } = toast;
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  useEffect(() => {
    const timer = setTimeout(() => dismissRef.current(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs]);

  const Icon = icons[variant];
  return (
    <ToastItem data-variant={variant}>
      <ToastIcon aria-hidden="true">
        <Icon />
      </ToastIcon>
      <ToastText>
        <ToastTitle>{title}</ToastTitle>
        {description && <ToastDescription>{description}</ToastDescription>}
      </ToastText>
      <IconButton
        size="sm"
        label={`Dismiss: ${title}`}
        icon={<X />}
        onClick={() => onDismiss(id)}
      />
    </ToastItem>
  );
}
