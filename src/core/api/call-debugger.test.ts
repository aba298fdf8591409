import { describe, expect, it } from 'vitest';
import { callTraceQuerySchema } from './call-debugger';

describe('callTraceQuerySchema', () => {
  it.each([
    [{}, undefined],
    [{ callId: '' }, undefined],
    [{ callId: ' CLMWRAM22EHGHG1L ' }, 'CLMWRAM22EHGHG1L'],
  ])('reads %j as call id %j', (input, callId) => {
    expect(callTraceQuerySchema.parse(input).callId).toBe(callId);
  });

  it.each([{ callId: 'x'.repeat(201) }, { callId: 12 }])('refuses %j', (input) => {
    expect(callTraceQuerySchema.safeParse(input).error?.issues[0]?.path).toEqual(['callId']);
  });
});
