import { TokenDetail, TokenName } from './token-page.styles';

export interface TokenLabelProps {
  /** The theme group, e.g. `colors`. */
  group: string;
  /** The token's name in the group, e.g. `likeSoft`. */
  name: string;
  /** The token's value. */
  value: string;
  /** The matching custom property, e.g. `--lg-color-like-soft`. */
  cssVariable: string;
}

/** How a token is written in styled-components, its value, and its CSS custom property. */
export function TokenLabel({ group, name, value, cssVariable }: TokenLabelProps) {
  return (
    <>
      <TokenName>
        {group}.{name}
      </TokenName>
      <TokenDetail>{value}</TokenDetail>
      <TokenDetail>{`var(${cssVariable})`}</TokenDetail>
    </>
  );
}
