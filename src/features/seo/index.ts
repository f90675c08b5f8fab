export { PageMeta, type PageMetaProps } from "./components/page-meta";
export { resolveMeta, absoluteUrl } from "./lib/resolve-meta";
export { shareImagePath } from "./lib/share-image";
