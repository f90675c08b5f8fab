import type { RouteObject } from "react-router";
import type { ResourceDef } from "../define-resource";
import { ResourceFormPage } from "./resource-form-page";
import { ResourceListPage } from "./resource-list-page";

/**
 * /admin/<path> (list), /admin/<path>/new and /admin/<path>/:id (form; ?lang= picks a
 * translation) for one declaration; a one-row table's form at /admin/<path> alone. Keyed by the type, so moving to another type remounts.
 */
export function resourceRoutes(def: ResourceDef): RouteObject {
  if (def.singleton)
    return {
      path: def.path,
      children: [{ index: true, element: <ResourceFormPage key={def.key} def={def} /> }],
    };
  return {
    path: def.path,
    children: [
      { index: true, element: <ResourceListPage key={def.key} def={def} /> },
      { path: "new", element: <ResourceFormPage key={def.key} def={def} /> },
      { path: ":id", element: <ResourceFormPage key={def.key} def={def} /> },
    ],
  };
}
