import { GraphQLError } from 'graphql';
import type { Context } from './context';

// Saleor's permission failure: a top-level error, the field null, extensions.exception.code
// "PermissionDenied", naming the permissions that would have been enough.

export const permissionDenied = (...permissions: string[]) =>
  new GraphQLError(
    `To access this path, you need one of the following permissions: ${permissions.join(', ')}`,
    { extensions: { exception: { code: 'PermissionDenied' } } },
  );

/** The logged-in user's id, or Saleor's PermissionDenied for a visitor. */
export function requireViewer(ctx: Context): number {
  if (ctx.viewerId == null) throw permissionDenied('AUTHENTICATED_USER');
  return ctx.viewerId;
}
