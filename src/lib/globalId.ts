// Saleor's global ids: base64 of "Type:pk". A checkout's pk is its token, so a stored token becomes
// the checkout's id as base64("Checkout:<token>").

function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function decodeBase64(encoded: string): string {
  const binary = atob(encoded);
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

export class InvalidGlobalIdError extends Error {
  constructor(id: string) {
    super(`Invalid global ID: ${id}`);
    this.name = 'InvalidGlobalIdError';
  }
}

export function toGlobalId(type: string, id: string | number): string {
  return encodeBase64(`${type}:${id}`);
}

/** Decodes a global id; throws InvalidGlobalIdError when it is not base64 of "Type:pk". */
export function fromGlobalId(globalId: string): { type: string; id: string } {
  let decoded: string;
  try {
    decoded = decodeBase64(globalId);
  } catch {
    throw new InvalidGlobalIdError(globalId);
  }
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) throw new InvalidGlobalIdError(globalId);
  return { type: decoded.slice(0, colon), id: decoded.slice(colon + 1) };
}

/** The id as a global id of `type`: kept when it already is one, encoded when it is a plain id or token. */
export function ensureGlobalId(type: string, id: string): string {
  try {
    if (fromGlobalId(id).type === type) return id;
  } catch {
    // not a global id: a plain id or a token
  }
  return toGlobalId(type, id);
}

export const checkoutIdFromToken = (token: string) => toGlobalId('Checkout', token);
