import fc from 'fast-check';
import { safeParse, type $ZodType } from 'zod/v4/core';
import type { RawRequest } from './fuzz-world';

/** What a JSON route declares: its body schema, the fields it reads, and one body it accepts. */
export type JsonBodyShape = {
  schema: $ZodType;
  fields: string[];
  valid: Record<string, unknown>;
};

const JSON_TYPE = 'application/json';

/** Content types no JSON route parses as an object (text/plain arrives as a string, the rest get 415). */
export const NON_JSON_TYPES = [
  'text/plain',
  'text/html',
  'text/csv',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'audio/wav',
  'image/png',
];

/** A value of a type the field does not expect (whatever it expects, most of these are wrong). */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything()),
  fc.object(),
);

/** Text far past any field's limit, cheap to generate: a short piece repeated. */
const hugeString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 2_000, max: 20_000 }))
  .map(([piece, times]) => piece.repeat(times));

const withField = (body: Record<string, unknown>, field: string, value: unknown) => ({
  ...body,
  [field]: value,
});

const without = (body: Record<string, unknown>, dropped: string[]) =>
  Object.fromEntries(Object.entries(body).filter(([field]) => !dropped.includes(field)));

/** Fields without which the valid body is refused. */
export const requiredFields = (shape: JsonBodyShape) =>
  shape.fields.filter((field) => !safeParse(shape.schema, without(shape.valid, [field])).success);

const asJson = (value: unknown): RawRequest => ({
  body: JSON.stringify(value) ?? '',
  contentType: JSON_TYPE,
});

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Bodies that are not JSON at all, sent as JSON: random text, cut-off and garbled valid bodies. */
const invalidJsonText = (valid: Record<string, unknown>) => {
  const text = JSON.stringify(valid);
  return fc
    .oneof(
      fc.string(),
      fc.integer({ min: 1, max: text.length - 1 }).map((end) => text.slice(0, end)),
      fc.string({ minLength: 1 }).map((tail) => `${text}${tail}`),
      fc.constant(text.replaceAll('"', "'")),
      fc.constant(`{${text}`),
    )
    .filter((candidate) => !isJson(candidate))
    .map((body): RawRequest => ({ body, contentType: JSON_TYPE }));
};

/**
 * Requests a route must refuse: wrong JSON types, objects with fields of the wrong type, required fields
 * left out, huge strings, text that is not JSON, and (valid or not) bodies under a non-JSON content type.
 * JSON bodies are kept only when the route's own schema refuses them as they arrive (after the round trip
 * through JSON text), so a refusal is always what the route owes.
 */
export function malformedRequests(shape: JsonBodyShape): fc.Arbitrary<RawRequest> {
  const { schema, fields, valid } = shape;
  const field = fc.constantFrom(...fields);
  const required = requiredFields(shape);
  const jsonBodies: Array<fc.Arbitrary<unknown>> = [
    fc.anything(),
    fc.record(Object.fromEntries(fields.map((name) => [name, wrongValue])), { requiredKeys: [] }),
    fc.tuple(field, wrongValue).map(([name, value]) => withField(valid, name, value)),
    fc.tuple(field, hugeString).map(([name, value]) => withField(valid, name, value)),
  ];
  if (required.length > 0) {
    jsonBodies.push(fc.subarray(required, { minLength: 1 }).map((dropped) => without(valid, dropped)));
  }
  const refusedJson = fc
    .oneof(...jsonBodies)
    .map(asJson)
    .filter(({ body }) => {
      const text = body as string;
      return !isJson(text) || !safeParse(schema, JSON.parse(text)).success;
    });
  const foreignType = fc
    .tuple(fc.oneof(fc.constant(valid), fc.anything()), fc.constantFrom(...NON_JSON_TYPES))
    .map(([value, contentType]): RawRequest => ({ body: JSON.stringify(value) ?? '', contentType }));
  return fc.oneof(
    { arbitrary: refusedJson, weight: 4 },
    { arbitrary: invalidJsonText(valid), weight: 1 },
    { arbitrary: foreignType, weight: 1 },
  );
}
