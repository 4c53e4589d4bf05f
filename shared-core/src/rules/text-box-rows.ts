export interface TextBoxRows {
  minRows: number;
  maxRows: number;
}

/** Rows of the growing text boxes. */
export const TEXT_BOX_ROWS = {
  description: { minRows: 3, maxRows: 6 },
  comment: { minRows: 2, maxRows: 4 },
  default: { minRows: 3, maxRows: 8 },
  reply: { minRows: 2, maxRows: 2 },
  bio: { minRows: 3, maxRows: 3 },
} as const satisfies Record<string, TextBoxRows>;
