import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { callLinks } from './call-log-links';

const split = (href: string) => {
  const at = href.indexOf('?');
  return { path: href.slice(0, at), search: defaultParseSearch(href.slice(at)) };
};

describe('callLinks', () => {
  it.each([
    { id: 'c0a8f3e2-1b7d-4c55-9e0a-2f6b8d1e4a90', startTime: 1_763_798_400_123 },
    { id: 'call/with spaces&odd?chars', startTime: 0 },
    // An id the router would otherwise read back as a number.
    { id: '12345', startTime: 42 },
  ])('reads back the same call and start time for $id', (call) => {
    const links = callLinks(call);
    const detail = split(links.detail);
    expect(decodeURIComponent(detail.path)).toBe(`/call-log/${call.id}`);
    expect(detail.path.slice('/call-log/'.length)).not.toContain('/');
    expect(detail.search).toEqual({ at: call.startTime });
    expect(split(links.trace)).toEqual({ path: '/call-debugger', search: { callId: call.id } });
    expect(split(links.addUser)).toEqual({ path: '/add-user-to-call', search: { callId: call.id } });
  });
});
