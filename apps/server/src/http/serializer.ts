import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How answers are written. Validating (development and test): zod checks every answer against
 * its contract schema, so a service that breaks the contract fails its tests. Production:
 * the same schema, converted to JSON Schema, is compiled by fast-json-stringify, which writes
 * only the declared fields; zod's check per answer cost a quarter of the status call's throughput.
 */
export function createSerializerCompiler(validate: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    if (validate || !(route.schema instanceof z.ZodType)) return zodSerializerCompiler(route);
    const jsonSchema = z.toJSONSchema(route.schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'any',
    });
    delete jsonSchema.$schema;
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  };
}
