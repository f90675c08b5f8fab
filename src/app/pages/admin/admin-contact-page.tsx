import { Inbox } from "@/features/inbox";

export function AdminContactPage() {
  return <Inbox basePath="/admin/contact" />;
}
