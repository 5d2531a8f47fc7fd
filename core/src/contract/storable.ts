import { z } from "zod";

/**
 * Postgres refuses U+0000 in text (and in jsonb strings), so a body carrying it would fail at the database as a
 * 500. Every string a request may send is built from `text(label)` so it is a 400 naming the field instead.
 */
export function text(label: string, params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !value.includes("\u0000"), `${label} cannot contain the NUL character (U+0000)`);
}

/** The largest value of a Postgres `integer` column; a larger number from a client can only be a mistake. */
export const PG_INT_MAX = 2_147_483_647;
