import * as React from "react";

/** Collects the URLs uploaded while a form is open, so a save can delete the ones it dropped. */
const UploadTrackerContext = React.createContext<((url: string) => void) | null>(null);

export const UploadTrackerProvider = UploadTrackerContext.Provider;

export function useTrackUpload(): (url: string) => void {
  const track = React.useContext(UploadTrackerContext);
  return track ?? noop;
}

function noop() {}
