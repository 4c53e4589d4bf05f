/** One number of the bench, with its budget when the project has one. */
export interface Row {
  section: string;
  metric: string;
  value: string;
  budget?: string;
  /**
   * Whether the value keeps to its budget. Nothing fails on it: a time's verdict (Lighthouse, INP,
   * ratios) holds only for the load the run had, since the machine is shared.
   */
  verdict?: 'within' | 'over';
  note?: string;
}

export interface SectionResult {
  rows: Row[];
  /** Raw measurements, written to the JSON file only. */
  details?: unknown;
}

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function milliseconds(value: number): string {
  return value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`;
}

/** A count with thousands separators, as the table prints every count. */
export function count(value: number): string {
  return value.toLocaleString('en-US');
}

export function seconds(value: number): string {
  return `${(value / 1000).toFixed(2)} s`;
}

export function judge(value: number, limit: number): 'within' | 'over' {
  return value <= limit ? 'within' : 'over';
}

/** Prints the rows as one table, grouped by section. */
export function formatTable(rows: Row[]): string {
  const header = ['metric', 'value', 'budget', '', 'note'];
  const cells = rows.map((row) => [
    row.metric,
    row.value,
    row.budget ?? '',
    row.verdict ?? '',
    row.note ?? '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => Math.min(60, (line[column] ?? '').length))),
  );
  const line = (values: string[]) =>
    values
      .map((value, column) => {
        const width = widths[column] ?? 0;
        return column === 1 ? value.padStart(width) : value.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  const output: string[] = [line(header), widths.map((width) => '-'.repeat(width)).join('  ')];
  let section = '';
  rows.forEach((row, index) => {
    if (row.section !== section) {
      section = row.section;
      output.push('', `## ${section}`);
    }
    output.push(line(cells[index] ?? []));
  });
  return output.join('\n');
}
