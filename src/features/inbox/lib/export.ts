import type { CsvColumn } from "@/lib/csv";
import type { ContactMessage } from "@/entities/contact-message";

/** The CSV columns of the inbox export (headers in English, as the data itself is stored). */
export const EXPORT_COLUMNS: CsvColumn<ContactMessage>[] = [
  { header: "Received", value: (m) => m.created_at },
  { header: "Status", value: (m) => m.status },
  { header: "Name", value: (m) => m.name },
  { header: "E-mail", value: (m) => m.email },
  { header: "Phone", value: (m) => m.phone },
  { header: "Company", value: (m) => m.company },
  { header: "Subject", value: (m) => m.subject },
  { header: "Message", value: (m) => m.message },
  { header: "Last change", value: (m) => m.updated_at },
  { header: "ID", value: (m) => m.id },
];
