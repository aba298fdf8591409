import { describe, expect, it } from 'vitest';
import { candidateOf, parseSdpCandidate } from './sdp-candidate';

describe('parseSdpCandidate', () => {
  it('reads a server-reflexive candidate with its related address', () => {
    const line =
      'candidate:842163049 1 udp 1686052607 113.161.4.20 40000 typ srflx raddr 192.168.1.7 rport 40000';
    expect(parseSdpCandidate(line)).toEqual({
      foundation: '842163049',
      component: '1',
      transport: 'UDP',
      priority: '1686052607',
      address: '113.161.4.20',
      port: '40000',
      type: 'srflx',
      relatedAddress: '192.168.1.7',
      relatedPort: '40000',
    });
  });

  it('reads a host candidate and refuses text that is not a candidate', () => {
    expect(parseSdpCandidate('a=candidate:1 1 tcp 2130706431 10.0.0.1 9 typ host')?.type).toBe('host');
    expect(parseSdpCandidate('hello')).toBeNull();
    expect(candidateOf({ candidate: 'x' })).toBe('x');
    expect(candidateOf('candidate')).toBeNull();
  });
});
