/** s3rver 3 ships no types: the part the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** Koa's middleware list (S3rver is a Koa app), composed when it starts listening */
    middleware: ((ctx: { method: string; query: Record<string, unknown>; status: number }, next: () => Promise<void>) => Promise<void>)[];
  }
}
