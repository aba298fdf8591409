import { describe, expect, it } from 'vitest';
import { addCampaignPhonesInputSchema, CAMPAIGN_PHONES_PER_REQUEST_MAX, campaignIdSchema } from './campaigns';

const issueOf = (input: unknown) => addCampaignPhonesInputSchema.safeParse(input).error?.issues[0];

describe('campaign phones input', () => {
  it.each([
    ['one number', ['0912345678']],
    ['numbers the service will report as invalid', ['không có số', '0123']],
    ['the most per request', Array.from({ length: CAMPAIGN_PHONES_PER_REQUEST_MAX }, (_, i) => `09${i}`)],
  ])('accepts %s', (_, phones) => {
    expect(addCampaignPhonesInputSchema.parse({ phones })).toEqual({ phones });
  });

  it.each([
    ['no list', {}, [], 'Phones is a list of phone numbers'],
    ['an empty list', { phones: [] }, [], 'Add at least one phone number'],
    [
      'one more than allowed',
      { phones: Array.from({ length: CAMPAIGN_PHONES_PER_REQUEST_MAX + 1 }, () => '0912345678') },
      [],
      'At most 1000 phone numbers per request',
    ],
    [
      'a number that is not text',
      { phones: ['0912345678', 912345678] },
      [1],
      'Each phone number must be text',
    ],
  ])('refuses %s', (_, input, index, message) => {
    expect(issueOf(input)?.path).toEqual(['phones', ...index]);
    expect(issueOf(input)?.message).toContain(message);
  });
});

describe('campaign id', () => {
  it.each([
    ['CMP_TET_2027', true],
    ['', false],
    ['x'.repeat(65), false],
  ])('%s parses: %s', (id, valid) => {
    expect(campaignIdSchema.safeParse(id).success).toBe(valid);
  });
});
