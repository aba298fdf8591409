import { describe, expect, it } from 'vitest';
import { canOpenArea, visibleAreaGroups } from './visible-areas';

const areaIdsOf = (role: Parameters<typeof visibleAreaGroups>[0]) =>
  visibleAreaGroups(role).flatMap(({ areaIds }) => areaIds);

describe('the areas each role sees', () => {
  it('shows an admin every area', () => {
    expect(areaIdsOf('admin')).toHaveLength(16);
  });

  it('shows a team lead the contact-center areas and the IVR designer, nothing of operations or admin', () => {
    expect(visibleAreaGroups('lead').map(({ group }) => group)).toEqual(['design', 'contactCenter']);
    expect(areaIdsOf('lead')).toContain('campaignContacts');
    expect(areaIdsOf('lead')).not.toContain('callLog');
  });

  it('shows support staff operations and greeting files, but not users', () => {
    expect(areaIdsOf('support')).toEqual([
      'greetingFiles',
      'callLog',
      'chat',
      'callDebugger',
      'placeCall',
      'addUserToCall',
    ]);
  });

  it('lets everyone open the overview', () => {
    expect(canOpenArea('support', 'overview')).toBe(true);
    expect(canOpenArea('supervisor', 'users')).toBe(false);
  });
});
