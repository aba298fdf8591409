/**
 * Rewrites of zod's JSON Schema into the plainer equivalent forms that linters and client generators
 * understand, applied to every schema in the document. Each keeps exactly the values the schema takes.
 */
export function plainerSchemas<T>(value: T): T {
  if (Array.isArray(value)) return value.map(plainerSchemas) as T;
  if (!value || typeof value !== 'object') return value;
  const node = recordWithKnownKeys(withoutNullableAny(value as Record<string, unknown>));
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, plainerSchemas(child)])) as T;
}

/**
 * `z.unknown().nullable()` comes out as `anyOf: [{}, { type: 'null' }]`, a union whose first member
 * already takes null: the schema is just "any value".
 */
function withoutNullableAny(node: Record<string, unknown>): Record<string, unknown> {
  const { anyOf, ...rest } = node;
  const anyValue =
    Array.isArray(anyOf) &&
    anyOf.length === 2 &&
    anyOf.some((member) => isObject(member) && Object.keys(member).length === 0) &&
    anyOf.some((member) => isObject(member) && member.type === 'null');
  return anyValue ? rest : node;
}

/**
 * `z.record(z.enum([...]), value)` comes out as a map whose keys are listed in `propertyNames` and all
 * `required`: that is an object with exactly those properties, and generators then give it named fields.
 */
function recordWithKnownKeys(node: Record<string, unknown>): Record<string, unknown> {
  const { propertyNames, additionalProperties, properties, ...rest } = node;
  const keys = isObject(propertyNames) ? propertyNames.enum : undefined;
  if (properties !== undefined || !isObject(additionalProperties) || !Array.isArray(keys)) return node;
  if (!keys.every((key) => typeof key === 'string')) return node;
  return {
    ...rest,
    properties: Object.fromEntries(keys.map((key) => [key, additionalProperties])),
    additionalProperties: false,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
