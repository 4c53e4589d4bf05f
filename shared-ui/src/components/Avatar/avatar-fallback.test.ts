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
    ['<script>', 'mallory', 'S'],
    ['  «Zoë»', 'zoe', 'Z'],
    ['💥 Boom', 'boom', 'B'],
    ['***', 'bob_99', 'B'],
    ['!!!', '___', 'U'],
    ['#1 fan', 'fan', '1'],
    ['\u0065\u0301mile', 'emile', 'É'],
    ['ñandú', null, 'Ñ'],
    ['中文名', 'zhong', '中'],
  ])('display name %p, username %p gives %p', (displayName, username, expected) => {
    expect(avatarInitial(displayName, username)).toBe(expected);
  });
});

describe('avatarColor', () => {
  it('gives the same member the same colour', () => {
    expect(avatarColor(theme, 'user-1')).toBe(avatarColor(theme, 'user-1'));
  });
});
