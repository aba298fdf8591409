import { normalizePhoneNumber, phoneNumberKey } from '../../core/phone-number';

export type NumberListEntry =
  | { raw: string; status: 'new'; normalized: string }
  | { raw: string; status: 'duplicate'; normalized: string; firstSeen: string }
  | { raw: string; status: 'listed'; normalized: string }
  | { raw: string; status: 'invalid' };

const cellsOf = (line: string) =>
  line
    .split(/[,;\t]+/)
    .map((cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter((cell) => cell !== '');

/** A column title a CSV of numbers may start with (Vietnamese or English), in any case. */
const HEADER_CELL =
  /^(s[ốo]( đi[ệe]n tho[ạa]i)?|đi[ệe]n tho[ạa]i|sđt|sdt|phones?|(phone )?numbers?|msisdn|tel|note|ghi chú)$/i;

/**
 * The numbers in pasted text or a CSV file: one per line or cell (comma, semicolon or tab separated),
 * quotes removed, blanks left out. A first line is left out as a header only when its cells are column
 * titles (`number`, `số điện thoại`, …); every other cell without a digit is kept, so the preview lists it
 * as invalid rather than letting it vanish.
 */
export function splitNumberList(text: string): string[] {
  const lines = text.split(/[\r\n]+/).filter((line) => line.trim() !== '');
  const [first, ...rest] = lines;
  if (first === undefined) return [];
  const firstCells = cellsOf(first);
  const header = firstCells.length > 0 && firstCells.every((cell) => HEADER_CELL.test(cell));
  return (header ? rest : lines).flatMap(cellsOf);
}

/**
 * What adding each number would do, before anything is sent: the form duplicates are found on (`84…` for
 * Vietnamese numbers, as the service compares them), repeats within the list, numbers already listed.
 */
export function previewNumberList(raws: readonly string[], listed: readonly string[]): NumberListEntry[] {
  const listedKeys = new Set(listed.map(phoneNumberKey));
  const firstSeen = new Map<string, string>();
  return raws.map((raw) => {
    if (!normalizePhoneNumber(raw).ok) return { raw, status: 'invalid' };
    const normalized = phoneNumberKey(raw);
    const earlier = firstSeen.get(normalized);
    if (earlier !== undefined) return { raw, status: 'duplicate', normalized, firstSeen: earlier };
    firstSeen.set(normalized, raw);
    if (listedKeys.has(normalized)) return { raw, status: 'listed', normalized };
    return { raw, status: 'new', normalized };
  });
}

/** The numbers worth sending: each new one once, as written. */
export const numbersToAdd = (preview: readonly NumberListEntry[]): string[] =>
  preview.flatMap((entry) => (entry.status === 'new' ? [entry.raw] : []));
