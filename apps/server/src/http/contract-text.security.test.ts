import { readdirSync } from 'node:fs';
import { text, UNSTORABLE_TEXT_MESSAGE } from '@platform/contract/text';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/** Every string schema reachable from a schema, with the path that leads to it. */
function stringSchemasOf(
  schema: z.core.$ZodType,
  path: string,
  seen = new Set<unknown>(),
): [string, z.ZodType][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, at: string) =>
    inner instanceof z.ZodType ? stringSchemasOf(inner, at, seen) : [];
  switch (def.type) {
    case 'string':
      return [[path, schema as z.ZodType]];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, inner]) =>
        walk(inner, `${path}.${key}`),
      );
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'union':
      return (def.options as unknown[]).flatMap((option, index) => walk(option, `${path}|${index}`));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'pipe':
      return [...walk(def.in, path), ...walk(def.out, path)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, path);
    default:
      return [];
  }
}

async function contractSchemas(): Promise<[string, z.ZodType][]> {
  // Every module of the contract, so a schema added in a new file is checked too.
  const files = readdirSync(new URL('../../../../packages/contract/src/', import.meta.url)).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const schemas: [string, z.ZodType][] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(`@platform/contract/${file.replace(/\.ts$/, '')}`);
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType) schemas.push([`${file}:${name}`, value]);
    }
  }
  return schemas;
}

describe('text fields refuse bytes the database cannot store (finding 2)', () => {
  it('refuses NUL and lone surrogates with the field named, and keeps pairs and plain text', () => {
    const schema = z.strictObject({ name: text().trim().max(20) });
    for (const bad of ['a\u0000b', 'a\uD800', '\uDC00b', '\uDBFF\uDBFF']) {
      const result = schema.safeParse({ name: bad });
      expect(result.error?.issues, JSON.stringify(bad)).toEqual([
        expect.objectContaining({ path: ['name'], message: UNSTORABLE_TEXT_MESSAGE }),
      ]);
    }
    expect(schema.parse({ name: ' 你好 😀 ' })).toEqual({ name: '你好 😀' });
  });

  it('holds for every string field of every schema the contract exports', async () => {
    const schemas = await contractSchemas();
    const strings = schemas.flatMap(([name, schema]) => stringSchemasOf(schema, name));
    expect(strings.length).toBeGreaterThan(200);
    const accepting = strings
      .filter(([, schema]) => schema.safeParse('a\u0000b').success || schema.safeParse('a\uD800b').success)
      .map(([path]) => path);
    expect(accepting).toEqual([]);
  });
});
