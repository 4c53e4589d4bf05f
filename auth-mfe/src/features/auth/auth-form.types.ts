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

export type AuthTab = 'signin' | 'signup';

export const EMPTY_SIGN_IN: SignInValues = { email: '', password: '' };
export const EMPTY_SIGN_UP: SignUpValues = {
  email: '',
  username: '',
  displayName: '',
  password: '',
};
