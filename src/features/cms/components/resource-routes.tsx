import { Route, Routes } from "react-router";
import type { ResourceDef } from "../define-resource";
import { ResourceFormPage } from "./resource-form-page";
import { ResourceListPage } from "./resource-list-page";

/** /admin/<path> (list), /admin/<path>/new and /admin/<path>/:id (form) for one declaration. */
export function ResourceRoutes({ def }: { def: ResourceDef }) {
  return (
    <Routes>
      <Route index element={<ResourceListPage def={def} />} />
      <Route path="new" element={<ResourceFormPage def={def} />} />
      <Route path=":id" element={<ResourceFormPage def={def} />} />
    </Routes>
  );
}
