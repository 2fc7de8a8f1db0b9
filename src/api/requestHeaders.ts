import { hasPublicApiToken, type PublicConfig } from '../lib/config';

/**
 * Headers every GraphQL request carries: the channel (from public configuration) and, when there is
 * one, a bearer token. A logged-in shopper's own token wins over the shop's public API token.
 */
export function requestHeaders(
  config: Pick<PublicConfig, 'channel' | 'channelHeader' | 'publicApiToken'>,
  userToken: string | null,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (config.channelHeader) headers[config.channelHeader] = config.channel;
  const bearer = userToken || (hasPublicApiToken(config) ? config.publicApiToken.trim() : null);
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return headers;
}
