import 'styled-components';
import type { Theme } from './tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  export interface DefaultTheme extends Theme {}
}
