import { theme } from '../../theme/tokens';
import { avatarColor, avatarInitial } from './avatar-fallback';

describe('avatarInitial', () => {
  it.each([
    ['Ada Lovelace', 'ada', 'A'],
    ['  émile ', 'emile', 'É'],
    ['', 'zoe_k', 'Z'],
    [null, 'bob', 'B'],
    [undefined, undefined, 'U'],
    ['   ', '', 'U'],
  ])('display name %p, username %p gives %p', (displayName, username, expected) => {
    expect(avatarInitial(displayName, username)).toBe(expected);
  });
});

describe('avatarColor', () => {
  it('gives the same member the same colour', () => {
    expect(avatarColor(theme, 'user-1')).toBe(avatarColor(theme, 'user-1'));
  });
});
