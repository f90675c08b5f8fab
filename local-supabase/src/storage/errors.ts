/**
 * Supabase Storage's error shape: `{ statusCode, code, error, message }` in the body, where
 * statusCode is the meaningful status as a string while the HTTP status is 400 (500 for server
 * faults), as the hosted service answers for backward compatibility.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
  ) {
    super(message);
    this.name = "StorageError";
  }

  get httpStatus(): 400 | 500 {
    return this.statusCode >= 500 ? 500 : 400;
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, "NoSuchBucket", "Bucket not found", "Bucket not found"),
  noSuchKey: () => new StorageError(404, "NoSuchKey", "Object not found", "not_found"),
  invalidKey: (key: string) =>
    new StorageError(400, "InvalidKey", `Invalid key: ${key.slice(0, 200)}`),
  invalidBucketName: () =>
    new StorageError(400, "InvalidBucketName", "Bucket name invalid", "Invalid Input"),
  invalidRequest: (message: string) => new StorageError(400, "InvalidRequest", message),
  invalidJwt: (message: string) => new StorageError(400, "InvalidJWT", message),
  missingParameter: (name: string) =>
    new StorageError(400, "MissingParameter", `Missing Required Parameter ${name}`),
  invalidSignature: (message = "Invalid signature") =>
    new StorageError(400, "InvalidSignature", message),
  accessDenied: (message = "Access denied") =>
    new StorageError(403, "AccessDenied", message, "Unauthorized"),
  keyAlreadyExists: () =>
    new StorageError(409, "KeyAlreadyExists", "The resource already exists", "Duplicate"),
  bucketAlreadyExists: () =>
    new StorageError(409, "BucketAlreadyExists", "The resource already exists", "Duplicate"),
  bucketNotEmpty: () =>
    new StorageError(409, "ResourceNotEmpty", "The bucket you tried to delete is not empty"),
  entityTooLarge: () =>
    new StorageError(
      413,
      "EntityTooLarge",
      "The object exceeded the maximum allowed size",
      "Payload too large",
    ),
  invalidMimeType: (mime: string) =>
    new StorageError(
      415,
      "InvalidMimeType",
      `mime type ${mime.slice(0, 200)} is not supported`,
      "invalid_mime_type",
    ),
  invalidRange: () =>
    new StorageError(416, "InvalidRange", "invalid range provided", "invalid_range"),
  internal: () => new StorageError(500, "InternalError", "Internal server error"),
};
