// CSV export of a table (issue 33): UTF-8 with a byte-order mark so Excel reads Cyrillic, ';'
// between fields as Russian-locale Excel expects, CRLF lines (RFC 4180), quotes where needed.

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

const needsQuotes = /[";\r\n]/;

function field(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return needsQuotes.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows (the header first) as a CSV document, starting with the BOM. */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(field).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}
