import { TWO_FACTOR_CODE_TEXTS, twoFactorCodeProblem, typedTwoFactorCode } from './two-factor-code';

describe('typedTwoFactorCode', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['12345', null],
    ['1234567', null],
    ['12a456', null],
  ])('reads %j as %j', (typed, code) => {
    expect(typedTwoFactorCode(typed)).toBe(code);
  });
});

describe('twoFactorCodeProblem', () => {
  it("says the code is not right for the auth service's wrong-code error", () => {
    expect(twoFactorCodeProblem('mfa_verification_failed', 'Invalid TOTP code entered')).toBe(
      TWO_FACTOR_CODE_TEXTS.wrongCode,
    );
  });

  it("keeps the service's words for any other refusal", () => {
    expect(twoFactorCodeProblem('over_request_rate_limit', 'Too many requests')).toBe(
      'Too many requests',
    );
  });
});
