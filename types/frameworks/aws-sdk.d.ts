 
/**
 * The AWS SDK for JavaScript v3 packages the Storage S3 guides use to talk to Plinth Storage's
 * S3-compatible endpoint: an S3 client, a few object commands, and the multipart `Upload` helper.
 * Only what the samples use is declared, loosely (inputs and outputs are mostly `any`). See README.md.
 */
declare module '@aws-sdk/client-s3' {
  export interface S3ClientConfig {
    region?: string;
    endpoint?: string;
    forcePathStyle?: boolean;
    credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
    [option: string]: any;
  }

  export class S3Client {
    constructor(config: S3ClientConfig);
    send(command: any, options?: any): Promise<any>;
    destroy(): void;
  }

  export class PutObjectCommand {
    constructor(input: { Bucket: string; Key: string; Body?: any; ContentType?: string; CacheControl?: string; [field: string]: any });
  }
  export class GetObjectCommand {
    constructor(input: { Bucket: string; Key: string; Range?: string; [field: string]: any });
  }
  export class HeadObjectCommand {
    constructor(input: { Bucket: string; Key: string; [field: string]: any });
  }
  export class DeleteObjectCommand {
    constructor(input: { Bucket: string; Key: string; [field: string]: any });
  }
  export class ListObjectsV2Command {
    constructor(input: { Bucket: string; Prefix?: string; Delimiter?: string; MaxKeys?: number; ContinuationToken?: string; [field: string]: any });
  }
  export class CopyObjectCommand {
    constructor(input: { Bucket: string; Key: string; CopySource: string; [field: string]: any });
  }
}

declare module '@aws-sdk/lib-storage' {
  export interface Progress {
    loaded?: number;
    total?: number;
    part?: number;
    Key?: string;
    Bucket?: string;
  }

  /** Uploads a body with S3 multipart upload, in parts sent in parallel. */
  export class Upload {
    constructor(options: {
      client: import('@aws-sdk/client-s3').S3Client;
      params: { Bucket: string; Key: string; Body: any; ContentType?: string; CacheControl?: string; [field: string]: any };
      queueSize?: number;
      partSize?: number;
      leavePartsOnError?: boolean;
      [option: string]: any;
    });
    on(event: 'httpUploadProgress', listener: (progress: Progress) => void): this;
    done(): Promise<any>;
    abort(): Promise<void>;
  }
}
