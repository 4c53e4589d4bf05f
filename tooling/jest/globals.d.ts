// jest-axe registers this matcher in tooling/jest-setup.ts.
declare namespace jest {
  interface Matchers<R> {
    toHaveNoViolations(): R;
  }
}
