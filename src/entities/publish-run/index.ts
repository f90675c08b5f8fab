// publish_runs: each "Publish" (deploy hook call) an admin asked for, and the content changes since the build.
export { publishKeys } from "./keys";
export type { PublishResult, PublishRun } from "./model";
export { usePublishSiteMutation } from "./mutations";
export { useContentChangesSinceQuery, useLatestPublishRunQuery } from "./queries";
