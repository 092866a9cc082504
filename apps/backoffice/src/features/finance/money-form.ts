import { MinorAmountSchema } from '@platform/contract/payments';
import { z } from 'zod';
import { moneyInput } from '../../lib/money-input.ts';

type MoneyText = ReturnType<typeof moneyInput>;

/**
 * A contract body whose amounts the operator types as money: those fields are read into minor
 * units first, then the contract's own schema (with its cross-field rules) checks the whole body,
 * so the form refuses exactly what the server would.
 */
export function withMoneyFields<Schema extends z.ZodObject, Name extends keyof Schema['shape'] & string>(
  schema: Schema,
  names: readonly Name[],
  exponent: number,
) {
  const money = Object.fromEntries(
    names.map((name) => [name, moneyInput(exponent, MinorAmountSchema, { positive: true })]),
  );
  const shape = { ...schema.shape, ...money } as Omit<Schema['shape'], Name> & Record<Name, MoneyText>;
  const read = z.object(shape);
  // What `read` gives is the contract's body with the amounts in minor units: what `schema` reads.
  return read.pipe(schema as unknown as z.ZodType<z.output<Schema>, z.output<typeof read>>);
}
