import type { Service } from './harness';

// Shared by the account tests: the outbox, registration, login, and an authorised query.

export const STOREFRONT = 'http://localhost:3999';
export const DEMO = { email: 'customer@example.com', password: 'demo-shopper-2026' };

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** The language the email is written in ('en', 'zh-CN', 'zh-TW'). */
  language: string;
  sentAt: string;
}

export interface AccountError {
  field: string | null;
  message: string;
  code: string;
  addressType?: string | null;
}

export async function mailTo(service: Service, to: string): Promise<Mail[]> {
  const response = await fetch(`${service.url}/_dev/mail.json?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Mail[];
}

/** The email and token of the newest mail's link to `to`. */
export async function lastLink(service: Service, to: string) {
  const [mail] = await mailTo(service, to);
  expect(mail).toBeDefined();
  const url = new URL(mail.links[0]);
  return { mail, url, email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
}

let counter = 0;
/** A fresh address for each registration in a run. */
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${counter++}@example.com`;

export const REGISTER = `mutation ($input: AccountRegisterInput!) {
  accountRegister(input: $input) { requiresConfirmation errors { field message code } } }`;

export async function register(
  service: Service,
  input: Record<string, unknown>,
): Promise<{ requiresConfirmation: boolean | null; errors: AccountError[] }> {
  const { data } = await service.gql<{
    accountRegister: { requiresConfirmation: boolean | null; errors: AccountError[] };
  }>(REGISTER, { input });
  return data!.accountRegister;
}

export const LOGIN = `mutation ($email: String!, $password: String!) { tokenCreate(email: $email, password: $password) {
  token refreshToken csrfToken user { id email isConfirmed } errors { field message code } } }`;

/** When a LOGIN_ATTEMPT_DELAYED message says logins may start again (ms since the epoch). */
export function suspendedUntil(message: string): number {
  const match = /till (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d{3})?\d*\+00:00/.exec(message);
  if (!match) throw new Error(`no time in "${message}"`);
  return Date.parse(`${match[1]}T${match[2]}${match[3] ?? ''}Z`);
}

/**
 * Sends tokenCreate as a shopper would: when the shop answers that logins from this address are
 * suspended (for a second or more after any refused login, Saleor's throttle), waits until the time
 * it names and sends again.
 */
export async function sendLogin<T extends { tokenCreate: { errors: AccountError[] } }>(
  service: Service,
  query: string,
  variables: Record<string, unknown>,
) {
  for (let attempt = 1; ; attempt++) {
    const result = await service.gql<T>(query, variables);
    const delayed = result.data?.tokenCreate.errors.find((e) => e.code === 'LOGIN_ATTEMPT_DELAYED');
    if (!delayed || attempt === 5) return result;
    const wait = suspendedUntil(delayed.message) - Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(wait, 0) + 20));
  }
}

export async function login(service: Service, email: string, password: string) {
  const { data } = await sendLogin<{
    tokenCreate: {
      token: string | null;
      user: { id: string; email: string; isConfirmed: boolean } | null;
      errors: AccountError[];
    };
  }>(service, LOGIN, { email, password });
  return data!.tokenCreate;
}

/** Bearer headers for a user that can log in. */
export async function authAs(service: Service, email: string, password: string) {
  const result = await login(service, email, password);
  expect(result.errors).toEqual([]);
  return { Authorization: `Bearer ${result.token}` };
}

export const PERMISSION_DENIED = {
  message: 'To access this path, you need one of the following permissions: AUTHENTICATED_USER',
  extensions: { exception: { code: 'PermissionDenied' } },
};
