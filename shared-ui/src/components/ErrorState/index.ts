export { ErrorState, errorStateDefaultMessage, type ErrorStateProps } from './ErrorState';
