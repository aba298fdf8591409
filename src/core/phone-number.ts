/**
 * Vietnamese phone numbers in the form the service stores campaign contacts: `84` followed by the national
 * significant number (NSN), digits only, e.g. `84912345678`.
 *
 * Validity, after removing separators (whitespace, `.`, `-`, `(`, `)`):
 * - a mobile NSN is 9 digits starting with 3, 5, 7, 8 or 9 (the 03x/05x/07x/08x/09x ranges in use since the
 *   2018 renumbering; the retired 11-digit 01x mobiles are invalid);
 * - a fixed-line NSN is 10 digits starting with 2 (the 02x area codes in use since 2017).
 * The same NSN may be written `0`+NSN (national), `84`+NSN, `+84`+NSN or bare (no prefix), as the service
 * specification lists. `84`+NSN has 11–12 digits and a bare NSN 9–10, so a leading `84` is a country code
 * exactly when the number is long enough to hold one: `841234567` is the bare mobile NSN 841 234 567.
 * Everything else is invalid: letters, a `+` anywhere but first, another country code, the `00` international
 * prefix, a trunk `0` after `84` (`+84 0912…`), 1800/1900 service numbers, wrong lengths.
 */

export type PhoneInvalidReason =
  'empty' | 'invalid_characters' | 'foreign_country_code' | 'wrong_length' | 'unknown_range';

export type PhoneNormalization = { ok: true; e164Digits: string } | { ok: false; reason: PhoneInvalidReason };

export const VIETNAM_COUNTRY_CODE = '84';

/** English explanations of each reason, for server messages; the SPA translates the reason code itself. */
export const phoneInvalidReasonText: Record<PhoneInvalidReason, string> = {
  empty: 'no digits',
  invalid_characters: 'only digits, a leading + and separators (space . - ( )) are allowed',
  foreign_country_code: 'not a Vietnamese number (+84)',
  wrong_length: 'a Vietnamese number has 9 (mobile) or 10 (fixed line) digits after the 0 or 84 prefix',
  unknown_range: 'mobile numbers start with 03, 05, 07, 08 or 09 and fixed lines with 02',
};

const SEPARATORS = /[\s.()\-‐‑‒–—]/g;
const MOBILE_NSN = /^[35789]\d{8}$/;
const FIXED_LINE_NSN = /^2\d{9}$/;
const SHORTEST_PREFIXED_LENGTH = VIETNAM_COUNTRY_CODE.length + 9;

/** The text without separators; what the other rules look at. */
export const stripPhoneSeparators = (raw: string): string => raw.replace(SEPARATORS, '');

export function normalizeVietnamPhone(raw: string): PhoneNormalization {
  const compact = stripPhoneSeparators(raw);
  if (compact === '' || compact === '+') return { ok: false, reason: 'empty' };
  if (!/^\+?\d+$/.test(compact)) return { ok: false, reason: 'invalid_characters' };
  const nsn = nationalSignificantNumber(compact);
  if (nsn === null) return { ok: false, reason: 'foreign_country_code' };
  if (MOBILE_NSN.test(nsn) || FIXED_LINE_NSN.test(nsn)) {
    return { ok: true, e164Digits: VIETNAM_COUNTRY_CODE + nsn };
  }
  return { ok: false, reason: whyInvalid(nsn) };
}

/** A known first digit with the wrong digit count is a length problem; an unknown one is a range problem. */
function whyInvalid(nsn: string): PhoneInvalidReason {
  const knownRange = /^[235789]/.test(nsn);
  const plausibleLength = nsn.length === 9 || nsn.length === 10;
  return knownRange || !plausibleLength ? 'wrong_length' : 'unknown_range';
}

/** Removes the `+84`, `84` or `0` prefix; null when a `+` introduces another country code. */
function nationalSignificantNumber(compact: string): string | null {
  if (compact.startsWith('+')) {
    return compact.startsWith(`+${VIETNAM_COUNTRY_CODE}`) ? compact.slice(3) : null;
  }
  if (compact.startsWith('0')) return compact.slice(1);
  if (compact.startsWith(VIETNAM_COUNTRY_CODE) && compact.length >= SHORTEST_PREFIXED_LENGTH) {
    return compact.slice(VIETNAM_COUNTRY_CODE.length);
  }
  return compact;
}

export type PhoneListClassification = {
  /** Normalized numbers, each once, in the order first seen. */
  valid: string[];
  /** Entries whose normalized number appeared earlier in the list (in any writing). */
  duplicates: { raw: string; e164Digits: string }[];
  invalid: { raw: string; reason: PhoneInvalidReason }[];
};

/** Sorts a pasted or imported list the way the campaign endpoint will: for previews and batch planning. */
export function classifyVietnamPhones(raws: Iterable<string>): PhoneListClassification {
  const result: PhoneListClassification = { valid: [], duplicates: [], invalid: [] };
  const seen = new Set<string>();
  for (const raw of raws) {
    const normalized = normalizeVietnamPhone(raw);
    if (!normalized.ok) {
      result.invalid.push({ raw, reason: normalized.reason });
    } else if (seen.has(normalized.e164Digits)) {
      result.duplicates.push({ raw, e164Digits: normalized.e164Digits });
    } else {
      seen.add(normalized.e164Digits);
      result.valid.push(normalized.e164Digits);
    }
  }
  return result;
}

/**
 * Loose shape check for numbers that need not be Vietnamese (an agent's forward number, a blacklisted
 * caller): digits with an optional leading `+` and separators, 3 to 15 digits (the E.164 maximum).
 */
export function isPhoneLikeText(raw: string): boolean {
  const compact = stripPhoneSeparators(raw);
  return /^\+?\d{3,15}$/.test(compact);
}

/**
 * The identity of a phone number for duplicate detection and matching: its normalized form
 * (`normalizePhoneNumber`) when it has one, otherwise the text without separators.
 */
export function phoneNumberKey(raw: string): string {
  const normalized = normalizePhoneNumber(raw);
  return normalized.ok ? normalized.digits : stripPhoneSeparators(raw);
}

export type AnyPhoneNormalization = { ok: true; digits: string } | { ok: false; reason: PhoneInvalidReason };

const INTERNATIONAL_DIGITS = /^\d{3,15}$/;

/** English explanations for a number of any country (`normalizePhoneNumber`), for server messages. */
export const anyPhoneInvalidReasonText: Record<PhoneInvalidReason, string> = {
  ...phoneInvalidReasonText,
  wrong_length:
    'digits, an optional leading + and separators: 9 or 10 digits after 0 or 84 for Vietnam, ' +
    '3 to 15 digits with the country code otherwise',
};

/**
 * Any number the way the service writes its own: a Vietnamese number in any spelling becomes `84…`; another
 * country's number (`+1 415…`, `001 415…`) its digits with the country code and no `+`; bare digit runs
 * that are not Vietnamese (short codes, extensions, foreign numbers already written with their country
 * code) stay as digits. A national `0…` or a `+84…` that is not a valid Vietnamese number is refused with
 * the Vietnamese reason, since that is what the writer meant.
 */
export function normalizePhoneNumber(raw: string): AnyPhoneNormalization {
  const compact = stripPhoneSeparators(raw);
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const vietnamese = normalizeVietnamPhone(international);
  if (vietnamese.ok) return { ok: true, digits: vietnamese.e164Digits };
  if (vietnamese.reason === 'empty' || vietnamese.reason === 'invalid_characters') return vietnamese;
  if (international.startsWith(`+${VIETNAM_COUNTRY_CODE}`) || /^0[1-9]/.test(international)) {
    return vietnamese;
  }
  const digits = international.replace(/^\+/, '');
  return INTERNATIONAL_DIGITS.test(digits) ? { ok: true, digits } : { ok: false, reason: 'wrong_length' };
}

/**
 * A normalized number written for people: Vietnamese numbers in their national spelling grouped
 * (`0912 345 678`, `024 1234 5678`), others with a `+` before the country code. Anything else unchanged.
 */
export function formatPhoneNumber(raw: string): string {
  const normalized = normalizePhoneNumber(raw);
  if (!normalized.ok) return raw;
  const { digits } = normalized;
  if (digits.startsWith(VIETNAM_COUNTRY_CODE) && normalizeVietnamPhone(digits).ok) {
    const national = `0${digits.slice(VIETNAM_COUNTRY_CODE.length)}`;
    return national.length === 10
      ? `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
      : `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
  }
  return digits.length > 9 ? `+${digits}` : digits;
}
