/** Requests that hang are cut here so the page can offer a retry (payment errors count them retryable). */
export const REQUEST_TIMEOUT_MS = 30_000;
