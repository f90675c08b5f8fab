import type { EnquiryLine } from "@/entities/enquiry-list";
import type { BuildingKind } from "@/entities/contact-message/public";
import { originText, quantityText, type Translate } from "./quantity-text";

export interface WhatsAppProject {
  siteCity: string;
  siteState: string;
  siteCountry: string;
  destinationPort: string;
  workStart: string;
  buildingKind: BuildingKind | "";
}

export interface WhatsAppSender {
  name: string;
  company: string;
}

/**
 * The list as one readable WhatsApp message to the company: a heading, one numbered line per
 * product (with its note and the calculator's working), then the project and who sends it.
 */
export function enquiryWhatsAppText(args: {
  lines: readonly EnquiryLine[];
  project: WhatsAppProject;
  sender: WhatsAppSender;
  t: Translate;
  language: string;
}): string {
  const { lines, project, sender, t, language } = args;
  const out = [t("enquiry.whatsapp.heading", { count: lines.length }), ""];
  lines.forEach((line, index) => {
    out.push(`${index + 1}. ${line.productName}: ${quantityText(line, t, language)}`);
    const working = originText(line.origin, t);
    if (working) out.push(`   ${t("enquiry.whatsapp.calculator", { details: working })}`);
    if (line.note.trim()) out.push(`   ${t("enquiry.whatsapp.note", { note: line.note.trim() })}`);
  });
  const details: string[] = [];
  const place = [project.siteCity, project.siteState, project.siteCountry]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(", ");
  if (place) details.push(t("enquiry.whatsapp.site", { place }));
  if (project.destinationPort.trim()) {
    details.push(t("enquiry.whatsapp.port", { port: project.destinationPort.trim() }));
  }
  if (project.workStart.trim()) {
    details.push(t("enquiry.whatsapp.start", { start: project.workStart.trim() }));
  }
  if (project.buildingKind) {
    details.push(
      t("enquiry.whatsapp.building", {
        building: t(`enquiry.project.buildings.${project.buildingKind}`),
      }),
    );
  }
  const from = [sender.name, sender.company]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(", ");
  if (from) details.push(t("enquiry.whatsapp.from", { name: from }));
  if (details.length) out.push("", ...details);
  return out.join("\n");
}
