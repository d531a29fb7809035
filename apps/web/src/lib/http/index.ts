export { api, errorMessage, http, HttpError, sessionExpiry } from './http';
export type { ApiBody, ApiOptions, ApiResponse, HttpOptions } from './http';
