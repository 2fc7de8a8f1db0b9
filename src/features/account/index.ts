// The account feature's public face: what other features may use. Everything else in this folder is its own.

export { firstMessage, mutationErrors } from './profile/mutationErrors';
export type { ServerError } from './profile/mutationErrors';
