import { SERVER_MSG } from '../../shared/messages.js';

export type FieldErrors = Record<string, string[]>;

/** An error whose message is safe and useful to show the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message: string = SERVER_MSG.signInRequired) =>
  new HttpError(401, message);
export const forbidden = (message: string = SERVER_MSG.forbidden) => new HttpError(403, message);
export const notFound = (message: string = SERVER_MSG.notFound) => new HttpError(404, message);
export const conflict = (message: string, fieldErrors?: FieldErrors) =>
  new HttpError(409, message, fieldErrors);
export const tooManyRequests = (message: string) => new HttpError(429, message);
