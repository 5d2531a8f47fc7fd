/**
 * The rule that sets a property on the selected element at the width the canvas shows, as the canvas reports it
 * (lib/winning-rule.ts): one complex selector of the rule, the @media condition around it (null at the top level)
 * and whether the declaration is `!important`.
 */
export interface CascadeWinner {
  selector: string;
  media: string | null;
  important: boolean;
}
