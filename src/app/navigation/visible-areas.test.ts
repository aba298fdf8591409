import { describe, expect, it } from 'vitest';
import { canOpenArea, visibleAreaGroups } from './visible-areas';

const areaIdsOf = (role: Parameters<typeof visibleAreaGroups>[0]) =>
  visibleAreaGroups(role).flatMap(({ areaIds }) => areaIds);

describe('the areas each role sees', () => {
  it('shows an admin every area', () => {
    expect(areaIdsOf('admin')).toHaveLength(17);
  });

  it('shows a team lead the contact-center areas, the IVR designer and of operations only the live board', () => {
    expect(visibleAreaGroups('lead').map(({ group }) => group)).toEqual([
      'design',
      'contactCenter',
      'operations',
    ]);
    expect(areaIdsOf('lead')).toContain('campaignContacts');
    expect(areaIdsOf('lead')).toContain('board');
    expect(areaIdsOf('lead')).not.toContain('callLog');
  });

  it('keeps the live board from supervisors', () => {
    expect(areaIdsOf('supervisor')).not.toContain('board');
  });

  it('shows support staff operations and greeting files, but not users', () => {
    expect(areaIdsOf('support')).toEqual([
      'greetingFiles',
      'board',
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
