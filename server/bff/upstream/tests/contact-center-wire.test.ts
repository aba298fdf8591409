import { describe, expect, it } from 'vitest';
import { ServiceContractError } from '../errors';
import { decodeWireCode, emptyToNull, pagingParams, pathWithId, toPage } from '../contact-center-wire';

describe('contact-center wire helpers', () => {
  it.each([
    ['IVT123', '/v1/ivrtree/IVT123'],
    ['a/b', '/v1/ivrtree/a%2Fb'],
    ['../x?y#z', '/v1/ivrtree/..%2Fx%3Fy%23z'],
  ])('puts id %j in the path as %s', (id, path) => {
    expect(pathWithId('/v1/ivrtree', id)).toBe(path);
  });

  it('asks for a page as page/limit', () => {
    expect(pagingParams({ page: 3, pageSize: 20 })).toEqual({ page: 3, limit: 20 });
  });

  it('turns the paging block and the total string into a clean page', () => {
    const page = toPage(
      { currentPage: 2, limit: 20, totalPages: 3 },
      '41',
      [{ n: 1 }, { n: 2 }],
      (row) => row.n,
    );
    expect(page).toEqual({ items: [1, 2], page: 2, pageSize: 20, total: 41, totalPages: 3 });
  });

  it.each([
    ['', null],
    ['x', 'x'],
  ])('reads %j as %j', (value, clean) => {
    expect(emptyToNull(value)).toBe(clean);
  });

  it('decodes documented codes and calls any other one a contract breach', () => {
    const meanings = { 1: 'app', 2: 'phone' } as const;
    expect(decodeWireCode(meanings, 2, 'routing_type', 'listAgents')).toBe('phone');
    expect(() => decodeWireCode(meanings, 3, 'routing_type', 'listAgents')).toThrow(ServiceContractError);
    expect(() => decodeWireCode(meanings, 3, 'routing_type', 'listAgents')).toThrow(
      'undocumented routing_type 3',
    );
  });
});
