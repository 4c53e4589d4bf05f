import { authLinkError, authLinkErrorDestination } from './auth-link-error';

describe('authLinkError', () => {
  it.each([
    [
      'an expired or used link',
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
      { code: 'otp_expired', description: 'Email link is invalid or has expired' },
    ],
    [
      'an error without a code',
      '#error=server_error&error_description=Database%20error',
      { code: 'server_error', description: 'Database error' },
    ],
    ['only a description', '#error_description=Nope', { code: 'unknown', description: 'Nope' }],
  ])('reads %s', (_case, hash, expected) => {
    expect(authLinkError(hash)).toEqual(expected);
  });

  it.each([
    ['no hash', ''],
    ['a session hash', '#access_token=abc&refresh_token=def&type=signup'],
    ['an anchor', '#comments'],
  ])('finds nothing in %s', (_case, hash) => {
    expect(authLinkError(hash)).toBeNull();
  });
});

describe('authLinkErrorDestination', () => {
  it('sends an expired link from the site root to the auth screen', () => {
    expect(authLinkErrorDestination({ code: 'otp_expired', description: '' }, '/')).toBe(
      '/auth?confirmation=expired',
    );
  });

  it('calls any other refusal failed and keeps the page the link led to', () => {
    expect(authLinkErrorDestination({ code: 'access_denied', description: '' }, '/create')).toBe(
      '/auth?confirmation=failed&next=%2Fcreate',
    );
  });
});
