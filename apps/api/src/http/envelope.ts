import type { ApiSuccess } from '@adlib/shared';

/** The success half of the envelope; failures are thrown as HttpError. */
export const ok = <T>(data: T): ApiSuccess<T> => ({ success: true, data });
