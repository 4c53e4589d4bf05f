export interface TextBoxRows {
  minRows: number;
  maxRows: number;
}

/** Rows of the growing text boxes of the create-post form and the post's comments. */
export const TEXT_BOX_ROWS = {
  description: { minRows: 3, maxRows: 6 },
  comment: { minRows: 2, maxRows: 4 },
  reply: { minRows: 2, maxRows: 2 },
} as const satisfies Record<string, TextBoxRows>;
