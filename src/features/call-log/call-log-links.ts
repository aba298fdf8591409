import { defaultStringifySearch } from '@tanstack/react-router';

/**
 * Addresses of a call's pages, written the way the router writes them. Rows use plain anchors (a router
 * link per cell costs a router subscription and a location build on every scroll step); the table turns
 * their clicks into router navigations.
 */
export const callLinks = (call: { id: string; startTime: number }) => ({
  detail: `/call-log/${encodeURIComponent(call.id)}${defaultStringifySearch({ at: call.startTime })}`,
  trace: `/call-debugger${defaultStringifySearch({ callId: call.id })}`,
  addUser: `/add-user-to-call${defaultStringifySearch({ callId: call.id })}`,
});
