/** Header names the client sends on every call (see the API contract). */
export const TOKEN_HEADER = 'token';
export const LANGUAGE_HEADER = 'lang';
