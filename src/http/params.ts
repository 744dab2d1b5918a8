/** Query or form parameters of a call. Its own module: the client and submission.ts both use it. */
export type Params = Record<string, string | number | boolean | null | undefined | Array<string | number>>;
