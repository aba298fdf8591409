import { describe, expect, it } from 'vitest';
import {
  classifyVietnamPhones,
  formatPhoneNumber,
  normalizePhoneNumber,
  isPhoneLikeText,
  normalizeVietnamPhone,
  phoneNumberKey,
  type PhoneInvalidReason,
} from './phone-number';
import { phoneNumberSchema, vietnamPhoneSchema } from './phone-number-schemas';

describe('normalizeVietnamPhone', () => {
  it.each([
    ['national mobile', '0912345678', '84912345678'],
    ['national mobile 03x', '0351234567', '84351234567'],
    ['national mobile 05x', '0561234567', '84561234567'],
    ['national mobile 07x', '0771234567', '84771234567'],
    ['national mobile 08x', '0861234567', '84861234567'],
    ['84-prefixed mobile', '84912345678', '84912345678'],
    ['+84-prefixed mobile', '+84912345678', '84912345678'],
    ['bare mobile NSN', '912345678', '84912345678'],
    ['bare NSN that starts with 84', '841234567', '84841234567'],
    ['84-prefixed NSN that starts with 84', '84841234567', '84841234567'],
    ['spaces', '091 234 5678', '84912345678'],
    ['dots', '0912.345.678', '84912345678'],
    ['dashes', '0912-345-678', '84912345678'],
    ['en dashes', '0912–345–678', '84912345678'],
    ['parentheses', '(091) 2345678', '84912345678'],
    ['+84 in parentheses', '(+84) 912 345 678', '84912345678'],
    ['surrounding whitespace and tabs', '  \t0912345678\n', '84912345678'],
    ['non-breaking spaces', '0912\u00a0345\u00a0678', '84912345678'],
    ['national fixed line Hà Nội', '02412345678', '842412345678'],
    ['national fixed line Đà Nẵng', '0236 3812 345', '842363812345'],
    ['84-prefixed fixed line', '84 28 1234 5678', '842812345678'],
    ['+84-prefixed fixed line', '+84-28-1234-5678', '842812345678'],
    ['bare fixed line NSN', '2812345678', '842812345678'],
  ])('accepts %s: %j → %s', (_case, raw, expected) => {
    expect(normalizeVietnamPhone(raw)).toEqual({ ok: true, e164Digits: expected });
  });

  it.each<[string, string, PhoneInvalidReason]>([
    ['an empty string', '', 'empty'],
    ['separators only', ' - . ( ) ', 'empty'],
    ['a lone plus', '+', 'empty'],
    ['letters', '09123abc78', 'invalid_characters'],
    ['a plus in the middle', '84+912345678', 'invalid_characters'],
    ['two pluses', '++84912345678', 'invalid_characters'],
    ['a slash', '0912/345/678', 'invalid_characters'],
    ['an extension marker', '0912345678 ext 12', 'invalid_characters'],
    ['another country code', '+14155550100', 'foreign_country_code'],
    ['+ and a trunk 0 for another country', '+0912345678', 'foreign_country_code'],
    ['a 00 international prefix', '0084912345678', 'wrong_length'],
    ['a trunk 0 after +84', '+840912345678', 'unknown_range'],
    ['too short national', '091234567', 'wrong_length'],
    ['too long national', '09123456789', 'wrong_length'],
    ['too short', '12345', 'wrong_length'],
    ['only the country code', '+84', 'wrong_length'],
    ['a very long digit run', '9'.repeat(200), 'wrong_length'],
    ['a retired 01x mobile', '01612345678', 'unknown_range'],
    ['an unassigned 01 range', '0123456789', 'unknown_range'],
    ['an unassigned 04 range', '0412345678', 'unknown_range'],
    ['an unassigned 06 range', '0612345678', 'unknown_range'],
    ['a 1900 service number', '1900123456', 'unknown_range'],
    ['a mobile range with 10 digits', '843123456789', 'wrong_length'],
  ])('refuses %s (%j) as %s', (_case, raw, reason) => {
    expect(normalizeVietnamPhone(raw)).toEqual({ ok: false, reason });
  });
});

describe('classifyVietnamPhones', () => {
  it('splits a list into unique valid numbers, later duplicates in any writing, and invalid entries', () => {
    const result = classifyVietnamPhones([
      '0912345678',
      'abc',
      '+84 912 345 678',
      '0987654321',
      '84912345678',
      '',
      '0987.654.321',
    ]);
    expect(result.valid).toEqual(['84912345678', '84987654321']);
    expect(result.duplicates).toEqual([
      { raw: '+84 912 345 678', e164Digits: '84912345678' },
      { raw: '84912345678', e164Digits: '84912345678' },
      { raw: '0987.654.321', e164Digits: '84987654321' },
    ]);
    expect(result.invalid).toEqual([
      { raw: 'abc', reason: 'invalid_characters' },
      { raw: '', reason: 'empty' },
    ]);
  });

  it('handles an empty list', () => {
    expect(classifyVietnamPhones([])).toEqual({ valid: [], duplicates: [], invalid: [] });
  });
});

describe('vietnamPhoneSchema', () => {
  it('yields the 84 form of a valid number', () => {
    expect(vietnamPhoneSchema.parse('091-234-5678')).toBe('84912345678');
  });

  it('refuses an invalid number with a readable message', () => {
    const result = vietnamPhoneSchema.safeParse('0123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Invalid phone number/);
  });
});

describe('isPhoneLikeText', () => {
  it.each([
    ['0912345678', true],
    ['+1 (415) 555-0100', true],
    ['113', true],
    ['12', false],
    ['1234567890123456', false],
    ['hotline', false],
    ['', false],
    ['091+2345678', false],
  ])('%j → %s', (raw, expected) => {
    expect(isPhoneLikeText(raw)).toBe(expected);
  });
});

describe('phoneNumberKey', () => {
  it.each([
    ['0912345678', '84912345678'],
    ['+84 912 345 678', '84912345678'],
    ['+1 415 555 0100', '14155550100'],
    ['14155550100', '14155550100'],
    ['113', '113'],
  ])('%j → %s', (raw, key) => {
    expect(phoneNumberKey(raw)).toBe(key);
  });
});

describe('normalizePhoneNumber: every spelling of a number → one form', () => {
  it.each([
    ['0969423289', '84969423289'],
    ['969423289', '84969423289'],
    ['84969423289', '84969423289'],
    ['+84969423289', '84969423289'],
    ['+84 969 423 289', '84969423289'],
    ['0969.423.289', '84969423289'],
    ['0969-423-289', '84969423289'],
    ['(096) 9423-289', '84969423289'],
    ['0084 969 423 289', '84969423289'],
    ['024 1234 5678', '842412345678'],
    ['+1 (415) 555-0100', '14155550100'],
    ['001 415 555 0100', '14155550100'],
    ['14155550100', '14155550100'],
    ['+44 20 7946 0958', '442079460958'],
    ['113', '113'],
    ['1900 1234', '19001234'],
  ])('%j → %s', (raw, digits) => {
    expect(normalizePhoneNumber(raw)).toEqual({ ok: true, digits });
  });

  it.each<[string, PhoneInvalidReason]>([
    ['', 'empty'],
    ['  ', 'empty'],
    ['09x1234567', 'invalid_characters'],
    ['<script>', 'invalid_characters'],
    ['0912 345 67', 'wrong_length'],
    ['+84 12', 'wrong_length'],
    ['12', 'wrong_length'],
    ['+1234567890123456', 'wrong_length'],
  ])('refuses %j as %s', (raw, reason) => {
    expect(normalizePhoneNumber(raw)).toEqual({ ok: false, reason });
  });

  it('has a schema that yields the digits or names the field', () => {
    expect(phoneNumberSchema('From').parse(' 0912.345.678 ')).toBe('84912345678');
    expect(phoneNumberSchema('From').safeParse('').error?.issues[0]?.message).toBe('From is required');
  });
});

describe('formatPhoneNumber', () => {
  it.each([
    ['84912345678', '0912 345 678'],
    ['+84 912345678', '0912 345 678'],
    ['842412345678', '024 1234 5678'],
    ['14155550100', '+14155550100'],
    ['113', '113'],
    ['hotline', 'hotline'],
  ])('%j → %s', (raw, shown) => {
    expect(formatPhoneNumber(raw)).toBe(shown);
  });
});
