export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
