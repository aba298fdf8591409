import { STATUS_CODES } from 'node:http';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROBLEM_CONTENT_TYPE } from '../problem';
import { OPERATION_IDS } from './operation-ids';
import { plainerSchemas } from './schema-rewrites';

/**
 * How the routes' zod schemas become the document. Both transforms shape only the document: fastify
 * validates and serializes with the routes' own schemas, untouched.
 */

const zodTransform = createJsonSchemaTransform({});
const zodTransformObject = createJsonSchemaTransformObject({});

/**
 * Per route: each answer is described by its schema's description, or else its status text (not
 * "Default Response"), and an error answer is documented as what it is on the wire,
 * `application/problem+json` (its schema a `$ref` to `Problem`). An answer without a body stays so.
 */
export const routeTransform: SwaggerTransform = (input) => {
  const response = (input.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (!response) return zodTransform(input);
  const documented = Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [status, documentedAnswer(status, schema)]),
  );
  return zodTransform({ ...input, schema: { ...input.schema, response: documented } });
};

function documentedAnswer(status: string, schema: unknown): unknown {
  // Core types: the schemas shared with the SPA are zod/mini's, the BFF's own classic zod's.
  if (!(schema instanceof z.core.$ZodType) || schema instanceof z.core.$ZodNull) return schema;
  const mediaType = Number(status) >= 400 ? PROBLEM_CONTENT_TYPE : 'application/json';
  return {
    description: z.globalRegistry.get(schema)?.description ?? STATUS_CODES[status] ?? status,
    content: { [mediaType]: { schema } },
  };
}

type Operation = { operationId?: string; [key: string]: unknown };
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown };
  [key: string]: unknown;
};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The whole document: the named schemas (component-schemas.ts) as `components.schemas`, each operation's
 * id from OPERATION_IDS, no component that nothing refers to (each name exists in an input and an
 * output form, and most are used in only one), and zod's schemas in their plainer forms.
 */
export const documentTransform: SwaggerTransformObject = (input) => {
  const document = zodTransformObject(input) as Document;
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [path, withOperationIds(path, item)]),
  );
  const named = { ...document, paths: plainerSchemas(paths) };
  const schemas = plainerSchemas(usedSchemas(named));
  return { ...named, components: { ...document.components, schemas } } as ReturnType<SwaggerTransformObject>;
};

function withOperationIds(path: string, item: Record<string, Operation>): Record<string, Operation> {
  return Object.fromEntries(
    Object.entries(item).map(([method, operation]) => {
      const operationId = HTTP_METHODS.has(method)
        ? OPERATION_IDS[`${method.toUpperCase()} ${path}`]
        : undefined;
      return [method, operationId ? { operationId, ...operation } : operation];
    }),
  );
}

const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/;

/** The component schemas the paths refer to, directly or through other components. */
function usedSchemas(document: Document): Record<string, unknown> {
  const all = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const name = key === '$ref' && typeof child === 'string' ? SCHEMA_REF.exec(child)?.[1] : undefined;
        if (name !== undefined && !used.has(name)) {
          used.add(name);
          visit(all[name]);
        } else visit(child);
      }
    }
  };
  visit(document.paths);
  return Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
}
