import type { CallOptions, HttpMethod, HttpRequest } from './http-client';

// Types read from openapi-typescript's `paths`: each path item has one operation per method
// (absent ones typed `never`/`undefined`), each operation its query, body and responses.

type Present<T> = [NonNullable<T>] extends [never] ? false : true;

/** Paths that have an operation for this method. */
export type PathsWith<Paths, M extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends Partial<Record<M, unknown>>
    ? Present<Paths[P][M]> extends true
      ? P
      : never
    : never;
}[keyof Paths] &
  string;

type OperationAt<Paths, P extends keyof Paths, M extends HttpMethod> = NonNullable<
  Paths[P] extends Partial<Record<M, unknown>> ? Paths[P][M] : never
>;

type QueryOf<Op> = Op extends { parameters: { query?: infer Q } }
  ? [NonNullable<Q>] extends [never]
    ? never
    : NonNullable<Q>
  : never;

type BodyOf<Op> = Op extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: infer C }
    ? C extends { 'application/json': infer J }
      ? J
      : C extends { 'multipart/form-data': unknown }
        ? FormData
        : never
    : never
  : never;

type SuccessContentOf<Op> = Op extends { responses: { 200: { content: infer C } } }
  ? C extends { 'application/json': infer J }
    ? J
    : never
  : never;

/** The `data` of the success envelope (code 1); the failure branch never resolves. */
export type DataOf<Op> =
  Extract<SuccessContentOf<Op>, { code: 1 }> extends { data?: infer D } ? D : undefined;

export type TypedCallOptions<Op> = Omit<CallOptions, 'query' | 'body'> &
  ([QueryOf<Op>] extends [never] ? { query?: undefined } : { query?: QueryOf<Op> }) &
  ([BodyOf<Op>] extends [never] ? { body?: undefined } : { body: BodyOf<Op> });

type Caller<Paths, M extends HttpMethod> = <P extends PathsWith<Paths, M>>(
  path: P,
  ...options: [BodyOf<OperationAt<Paths, P, M>>] extends [never]
    ? [options?: TypedCallOptions<OperationAt<Paths, P, M>>]
    : [options: TypedCallOptions<OperationAt<Paths, P, M>>]
) => Promise<DataOf<OperationAt<Paths, P, M>>>;

export interface TypedApi<Paths> {
  get: Caller<Paths, 'get'>;
  post: Caller<Paths, 'post'>;
  put: Caller<Paths, 'put'>;
  delete: Caller<Paths, 'delete'>;
}

/** Binds the request function to the contract: paths, queries, bodies and answers are checked. */
export function typedApi<Paths>(request: HttpRequest): TypedApi<Paths> {
  const bind =
    (method: HttpMethod) =>
    (path: string, options?: CallOptions): Promise<unknown> =>
      request(method, path, options);
  return {
    get: bind('get') as Caller<Paths, 'get'>,
    post: bind('post') as Caller<Paths, 'post'>,
    put: bind('put') as Caller<Paths, 'put'>,
    delete: bind('delete') as Caller<Paths, 'delete'>,
  };
}
