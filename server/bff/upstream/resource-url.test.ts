import { describe, expect, it } from 'vitest';
import { HttpProblem } from '../problem';
import { resourceUrl } from './resource-url';

const BASE = 'http://127.0.0.1:8090/cc';
const ofId = (id: string) => `/v1/agent/${encodeURIComponent(id)}`;

describe('resourceUrl (the service client’s last check on the paths it builds)', () => {
  it('builds the URL of an ordinary resource, ids encoded as given', () => {
    expect(resourceUrl(BASE, ofId('a b é')).href).toBe('http://127.0.0.1:8090/cc/v1/agent/a%20b%20%C3%A9');
    expect(resourceUrl(BASE, '/v1/group').pathname).toBe('/cc/v1/group');
  });

  it.each([
    ['..', ofId('..')],
    ['.', ofId('.')],
    ['an encoded ..', '/v1/agent/%2e%2e'],
    ['an upper-case encoded ..', '/v1/agent/%2E%2E'],
    ['.. in the middle', '/v1/agent/../group'],
  ])('refuses a path with %s, which would leave the resource', (_name, path) => {
    expect(() => resourceUrl(BASE, path)).toThrow(HttpProblem);
  });

  it('refuses an id that decodes to a slash, which a lenient server may split', () => {
    expect(() => resourceUrl(BASE, ofId('a/b'))).toThrow(HttpProblem);
    expect(() => resourceUrl(BASE, ofId('a\\b'))).toThrow(HttpProblem);
  });

  it('says 400, so that an id from a body that slipped through is still the client’s mistake', () => {
    expect.assertions(2);
    try {
      resourceUrl(BASE, ofId('..'));
    } catch (error) {
      expect(error).toBeInstanceOf(HttpProblem);
      expect((error as HttpProblem).status).toBe(400);
    }
  });
});
