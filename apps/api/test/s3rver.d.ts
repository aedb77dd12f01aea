// The part of s3rver's API the S3 storage test uses (the package ships no types).
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Resolves with the address it listens on (port 0 picks a free one). */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
