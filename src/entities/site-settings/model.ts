import type { CompanyFigure } from "./figures";

/** The company facts of the one site_settings row, as public pages show them. */
export interface SiteSettings {
  company_name: string;
  tagline: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  phones: string[];
  emails: string[];
  business_hours: string | null;
  countries_served: string;
  material_testing: string;
  lead_time_days: number | null;
  story: string | null;
  founded_year: number | null;
  figures: CompanyFigure[];
  certifications: string[];
  quality_statement: string | null;
}
