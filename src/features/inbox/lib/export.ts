import type { CsvColumn } from "@/lib/csv";
import type { MessageWithLines } from "@/entities/contact-message";
import { linesCell } from "./enquiry-lines-text";

/**
 * The CSV columns of the inbox export (headers in English, as the data itself is stored): one row
 * per message; an enquiry's lines in one cell, a line of text each, and their count beside it.
 */
export const EXPORT_COLUMNS: CsvColumn<MessageWithLines>[] = [
  { header: "Received", value: (m) => m.created_at },
  { header: "Reference", value: (m) => m.reference },
  { header: "Kind", value: (m) => m.kind },
  { header: "Status", value: (m) => m.status },
  { header: "Name", value: (m) => m.name },
  { header: "E-mail", value: (m) => m.email },
  { header: "Phone", value: (m) => m.phone },
  { header: "Company", value: (m) => m.company },
  { header: "Subject", value: (m) => m.subject },
  { header: "Message", value: (m) => m.message },
  { header: "Lines", value: (m) => (m.kind === "enquiry" ? m.lines.length : "") },
  { header: "Products", value: (m) => linesCell(m.lines) },
  { header: "Site city", value: (m) => m.site_city },
  { header: "Site state", value: (m) => m.site_state },
  { header: "Site country", value: (m) => m.site_country },
  { header: "Destination port", value: (m) => m.destination_port },
  { header: "Work starts", value: (m) => m.work_start },
  { header: "Building", value: (m) => m.building_kind },
  { header: "Last change", value: (m) => m.updated_at },
  { header: "ID", value: (m) => m.id },
];
