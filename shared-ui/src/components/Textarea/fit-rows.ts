/** Rows needed for the text's explicit lines, kept between `minRows` and `maxRows`. */
export function rowsForText(text: string, minRows: number, maxRows: number): number {
  const lines = text.split('\n').length;
  return Math.min(maxRows, Math.max(minRows, lines));
}

/**
 * Grows `element` a row at a time while its wrapped text still overflows, up to `maxRows`. An
 * empty box has nothing to wrap, so it reads no layout: reading `scrollHeight` as a comment box
 * appears made the browser lay out the page in the middle of the click that opened it.
 */
export function fitRows(element: HTMLTextAreaElement, minRows: number, maxRows: number): void {
  element.rows = rowsForText(element.value, minRows, maxRows);
  if (element.value === '') return;
  while (element.scrollHeight > element.clientHeight && element.rows < maxRows) {
    element.rows += 1;
  }
}
