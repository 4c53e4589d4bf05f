// jest-axe registers this matcher in jest-setup.ts, beside this file.
declare namespace jest {
  interface Matchers<R> {
    toHaveNoViolations(): R;
  }
}
