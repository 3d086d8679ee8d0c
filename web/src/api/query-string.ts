function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/**
 * GET parameters as the backend reads them: null, empty and undefined values are
 * skipped; one level of nested objects is written as `name[sub]=value` (brackets encoded).
 */
export function toQueryString(params: object | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (isBlank(value)) continue;
    if (typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value as object)) {
        if (isBlank(subValue)) continue;
        parts.push(
          `${encodeURIComponent(`${name}[${sub}]`)}=${encodeURIComponent(String(subValue))}`,
        );
      }
    } else {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

export function withQuery(url: string, params: object | undefined): string {
  const query = toQueryString(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
