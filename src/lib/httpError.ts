/** An error that carries the HTTP-like status an error page is chosen by (404, 500, ...). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFoundError = (path: string) => new HttpError(404, `Page Not Found: ${path}`);

/** The status an error page answers: 404 for HttpError(404) and the router's own 404s, else 500. */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number')
    return error.status;
  return 500;
}
