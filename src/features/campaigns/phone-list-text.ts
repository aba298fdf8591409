/**
 * The phone numbers in what a person pasted or in a CSV file: one entry per line, or several separated by
 * commas, semicolons or tabs. Cells are kept as written (the server and the preview normalize them); a
 * first CSV line without a digit is a header and is left out.
 */
export function phonesFromText(text: string): string[] {
  const lines = text.split(/\r\n|\n|\r/);
  const phones: string[] = [];
  lines.forEach((line, index) => {
    const cells = line
      .split(/[,;\t]/)
      .map(unquote)
      .filter((cell) => cell !== '');
    if (index === 0 && cells.length > 0 && !cells.some((cell) => /\d/.test(cell))) return;
    phones.push(...cells);
  });
  return phones;
}

function unquote(cell: string): string {
  const trimmed = cell.trim();
  return trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2
    ? trimmed.slice(1, -1).replaceAll('""', '"').trim()
    : trimmed;
}
