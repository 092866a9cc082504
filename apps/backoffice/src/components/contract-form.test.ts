import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/api-client.ts';
import { showServerFieldErrors, useContractForm } from './contract-form.ts';

const schema = z.object({
  note: z.string(),
  links: z.array(z.object({ type: z.string(), url: z.string() })),
});

function formWithTwoLinks() {
  const { result } = renderHook(() =>
    useContractForm(schema, {
      note: '',
      links: [
        { type: 'telegram', url: 'https://t.me/a' },
        { type: 'line', url: 'https://line.me/b' },
      ],
    }),
  );
  return result.current;
}

const refusal = (fields: { field: string; message: string }[]) =>
  new ApiError('VALIDATION_ERROR', 400, 'Check the highlighted fields', fields);

describe('server field problems on a contract form', () => {
  it('puts a problem inside a list under that line, and a top-level one under its field', () => {
    const form = formWithTwoLinks();
    const shown = showServerFieldErrors(
      form,
      refusal([
        { field: 'body.links.1.url', message: 'Not a link the site allows' },
        { field: 'body.note', message: 'Too long' },
      ]),
    );
    expect(shown).toBe(true);
    expect(form.getFieldState('links.1.url').error?.message).toBe('Not a link the site allows');
    expect(form.getFieldState('links.0.url').error).toBeUndefined();
    expect(form.getFieldState('note').error?.message).toBe('Too long');
  });

  it('leaves a problem the form has no field for to the request message', () => {
    const form = formWithTwoLinks();
    // A third line the form does not have, and a field of another form.
    const shown = showServerFieldErrors(
      form,
      refusal([
        { field: 'body.links.2.url', message: 'Not a link the site allows' },
        { field: 'query.page', message: 'Too large' },
      ]),
    );
    expect(shown).toBe(false);
  });
});
