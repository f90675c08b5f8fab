import type * as React from "react";
import { useRoutes, type RouteObject } from "react-router";
import { CONTENT_TYPES } from "../registry";
import { resourceRoutes } from "./resource-routes";

/** The admin routes of every declared content type (registry); `notFound` for any other path. */
export function contentTypeRoutes(notFound: React.ReactNode): RouteObject[] {
  return [...CONTENT_TYPES.map(resourceRoutes), { path: "*", element: notFound }];
}

/** Rendered under /admin/*: the route table above, relative to /admin. */
export function ContentTypeRoutes({ notFound }: { notFound: React.ReactNode }) {
  return useRoutes(contentTypeRoutes(notFound));
}
