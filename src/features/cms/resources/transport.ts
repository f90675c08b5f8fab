import { Truck } from "lucide-react";
import { transportCompanyLimits } from "@/entities/transport-company/limits";
import { defineResource } from "../define-resource";
import { parseBool, splitList } from "../lib/csv";
import { activeColumn, activeField, activeFilter, s } from "./shared";

/** The form checks exactly what the database does: the entity's limits. */
export const transportSchema = transportCompanyLimits;

export const transport = defineResource({
  key: "transport",
  table: "transport_companies",
  path: "transport",
  nav: { group: "content", order: 60, labelKey: "admin.nav.transport", icon: Truck },
  schema: transportSchema as never,
  titleField: "name",
  select: "*",
  defaults: () => ({ is_active: true, is_verified: false }),
  list: {
    columns: [
      { name: "name", sortable: true },
      { name: "city", sortable: true },
      { name: "state", sortable: true },
      { name: "phones", kind: "list" },
      { name: "is_verified", kind: "bool", sortable: true },
      activeColumn,
    ],
    defaultSort: { column: "name", ascending: true },
    fts: { column: "search", config: "simple" },
    searchColumns: ["name", "city"],
    filters: [
      { name: "city", kind: "text" },
      { name: "state", kind: "text" },
      { name: "is_verified", kind: "bool" },
      activeFilter,
    ],
  },
  form: {
    sections: [
      {
        title: "cms.sections.company",
        fields: [
          { name: "name", widget: "text" },
          { name: "contact_person", widget: "text" },
          { name: "phones", widget: "lines", help: "cms.help.phones" },
          { name: "email", widget: "text" },
          { name: "website", widget: "text", help: "cms.help.url" },
        ],
      },
      {
        title: "cms.sections.coverage",
        fields: [
          { name: "address", widget: "textarea" },
          { name: "city", widget: "text" },
          { name: "state", widget: "text" },
          { name: "service_areas", widget: "lines", help: "cms.help.lines" },
          { name: "vehicle_types", widget: "lines", help: "cms.help.lines" },
        ],
      },
      {
        title: "cms.sections.publishing",
        fields: [
          { name: "is_verified", widget: "switch", help: "cms.help.is_verified" },
          activeField,
        ],
      },
    ],
  },
  hasActive: true,
  csv: {
    columns: [
      "id",
      "name",
      "contact_person",
      "phones",
      "email",
      "website",
      "address",
      "city",
      "state",
      "service_areas",
      "vehicle_types",
      "is_verified",
      "is_active",
      "updated_at",
    ],
    import: {
      columns: [
        "name",
        "contact_person",
        "phones",
        "email",
        "website",
        "address",
        "city",
        "state",
        "service_areas",
        "vehicle_types",
        "is_verified",
        "is_active",
      ],
      fromCsv: (r) => ({
        name: s(r.name),
        contact_person: s(r.contact_person),
        phones: splitList(r.phones),
        email: s(r.email),
        website: s(r.website),
        address: s(r.address),
        city: s(r.city),
        state: s(r.state),
        service_areas: splitList(r.service_areas),
        vehicle_types: splitList(r.vehicle_types),
        is_verified: parseBool(r.is_verified, false),
        is_active: parseBool(r.is_active, true),
      }),
    },
  },
});

export default transport;
