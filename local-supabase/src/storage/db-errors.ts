import { dbErrorFields } from "../db/types";
import { StorageError, storageErrors } from "./errors";

/** Maps a database failure to Storage's answer: RLS denials 403, duplicates 409, bad input 400. */
export function toStorageError(err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  const { code, message } = dbErrorFields(err);
  switch (code) {
    case "42501":
      return storageErrors.accessDenied("new row violates row-level security policy");
    case "23505":
      return storageErrors.keyAlreadyExists();
    case "54000":
      return storageErrors.entityTooLarge();
    case "23503":
      return new StorageError(404, "InvalidRequest", "The related resource does not exist");
    case "57014":
      return new StorageError(544, "DatabaseTimeout", "The connection to the database timed out");
    default:
      if (code && /^(22|23)/.test(code)) return storageErrors.invalidRequest(message);
      return storageErrors.internal();
  }
}
