/** What the member typed in each tab; kept by the page so a tab switch or a failure loses nothing. */
export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues {
  email: string;
  username: string;
  displayName: string;
  password: string;
}

/** What the Auth screen shows: one of its two tabs, or the form that asks for a reset link. */
export type AuthView = 'signin' | 'signup' | 'forgot';

export const EMPTY_SIGN_IN: SignInValues = { email: '', password: '' };
export const EMPTY_SIGN_UP: SignUpValues = {
  email: '',
  username: '',
  displayName: '',
  password: '',
};
