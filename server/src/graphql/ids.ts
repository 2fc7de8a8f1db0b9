import { GraphQLError } from 'graphql';

// Saleor's global ids: base64 of "Type:pk".

export const toGlobalId = (type: string, pk: number | string) =>
  Buffer.from(`${type}:${pk}`).toString('base64');

export function fromGlobalId(id: string): { type: string; pk: string } | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(id)) return null;
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1 || !/^[A-Za-z]+$/.test(decoded.slice(0, colon))) return null;
  return { type: decoded.slice(0, colon), pk: decoded.slice(colon + 1) };
}

/** The pk of an id of `type`, or Saleor's GraphQLError for an id that is not one. */
export function pkOf(id: string, type: string): string {
  const parsed = fromGlobalId(id);
  if (!parsed)
    throw new GraphQLError(`Invalid ID: ${id}. Expected: ${type}.`, {
      extensions: { exception: { code: 'GraphQLError' } },
    });
  if (parsed.type !== type)
    throw new GraphQLError(`Invalid ID: ${id}. Expected: ${type}, received: ${parsed.type}.`, {
      extensions: { exception: { code: 'GraphQLError' } },
    });
  return parsed.pk;
}

/** A numeric pk, or null for an id that decodes to something else (treated as "not found"). */
export function intPkOf(id: string, type: string): number | null {
  const pk = pkOf(id, type);
  return /^\d{1,9}$/.test(pk) ? Number(pk) : null;
}
