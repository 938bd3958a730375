 
/**
 * tus-js-client, the JavaScript client of the TUS resumable upload protocol, as the Storage guide on
 * resumable uploads uses it: an `Upload` made from a file and options, started, resumed from a
 * previous attempt, or aborted. Only what the samples use is declared, loosely. See README.md.
 */
declare module 'tus-js-client' {
  export interface PreviousUpload {
    size: number | null;
    metadata: Record<string, string>;
    creationTime: string;
    [key: string]: any;
  }

  export interface UploadOptions {
    endpoint?: string | null;
    uploadUrl?: string | null;
    metadata?: Record<string, string>;
    headers?: Record<string, string>;
    chunkSize?: number;
    retryDelays?: number[] | null;
    uploadDataDuringCreation?: boolean;
    removeFingerprintOnSuccess?: boolean;
    parallelUploads?: number;
    onProgress?: ((bytesSent: number, bytesTotal: number) => void) | null;
    onChunkComplete?: ((chunkSize: number, bytesAccepted: number, bytesTotal: number) => void) | null;
    onSuccess?: ((payload?: any) => void) | null;
    onError?: ((error: Error) => void) | null;
    onShouldRetry?: ((error: any, retryAttempt: number, options: UploadOptions) => boolean) | null;
    [option: string]: any;
  }

  export class Upload {
    constructor(file: File | Blob | any, options: UploadOptions);
    file: File | Blob | any;
    options: UploadOptions;
    url: string | null;
    start(): void;
    abort(shouldTerminate?: boolean): Promise<void>;
    findPreviousUploads(): Promise<PreviousUpload[]>;
    resumeFromPreviousUpload(previousUpload: PreviousUpload): void;
  }

  export const isSupported: boolean;
}
