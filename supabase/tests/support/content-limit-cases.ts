// The cases of content-limits.test.ts: per table, a valid form input and, per limited column, a
// value just inside and one just over each limit. Lengths come from the entities' constants.
import type { ZodType } from "zod";
import { BANNER_TEXT_MAX, bannerLimits } from "../../../src/entities/banner/limits";
import { BRAND_TEXT_MAX, brandLimits } from "../../../src/entities/brand/limits";
import { CATEGORY_TEXT_MAX, categoryLimits } from "../../../src/entities/category/limits";
import {
  PRODUCT_LABEL_MAX,
  PRODUCT_TEXT_MAX,
  productLimits,
} from "../../../src/entities/product/limits";
import { SEO_SETTING_TEXT_MAX, seoSettingLimits } from "../../../src/entities/seo-setting/limits";
import {
  SERVICE_LABEL_MAX,
  SERVICE_TEXT_MAX,
  serviceLimits,
} from "../../../src/entities/service/limits";
import { socialLinkLimits } from "../../../src/entities/social-link/limits";
import {
  TRANSPORT_COMPANY_LABEL_MAX,
  TRANSPORT_COMPANY_TEXT_MAX,
  transportCompanyLimits,
} from "../../../src/entities/transport-company/limits";
import { VIDEO_TEXT_MAX, videoLimits } from "../../../src/entities/video/limits";
import {
  WHATSAPP_LIMITS as W,
  whatsappSettingsLimits,
} from "../../../src/entities/whatsapp-settings/limits";
import { INT4, jsonbTextLength } from "../../../src/lib/limits/fields";
import { SLUG_MAX } from "../../../src/lib/slug";
import { uniq } from "./db";

type Values = Record<string, unknown>;

export interface LimitCase {
  name: string;
  /** Form values over the valid input. */
  input: Values;
  /** The columns as the table receives them when the schema refuses (default: `input`). */
  row?: Values;
  ok: boolean;
}

export interface LimitSpec {
  table: string;
  schema: ZodType;
  /** A valid form input; `unique` keeps unique columns apart. */
  input: (unique: string) => Values;
  cases: LimitCase[];
}

const URL_MAX = 2048;
const LABELS_MAX = 100;
const x = (n: number) => "x".repeat(n);
const inside = (name: string, input: Values, row?: Values): LimitCase => ({
  name: `${name}: accepted`,
  input,
  row,
  ok: true,
});
const over = (name: string, input: Values, row?: Values): LimitCase => ({
  name: `${name}: refused`,
  input,
  row,
  ok: false,
});

/** Each column's longest text, and one character more. */
const textMax = (limits: Record<string, number>): LimitCase[] =>
  Object.entries(limits).flatMap(([column, max]) => [
    inside(`${column} of ${max}`, { [column]: x(max) }),
    over(`${column} of ${max + 1}`, { [column]: x(max + 1) }),
  ]);

const required = (...columns: string[]): LimitCase[] =>
  columns.map((column) => over(`${column} blank`, { [column]: " " }));

/** public.all_labels(column, max): labels of at most max characters, 100 labels at most. */
const labels = (limits: Record<string, number>): LimitCase[] =>
  Object.entries(limits).flatMap(([column, max]) => [
    inside(`${column}: a label of ${max}`, { [column]: [x(max)] }),
    over(`${column}: a label of ${max + 1}`, { [column]: [x(max + 1)] }),
    inside(`${column}: ${LABELS_MAX} labels`, { [column]: Array(LABELS_MAX).fill("a") }),
    over(`${column}: ${LABELS_MAX + 1} labels`, { [column]: Array(LABELS_MAX + 1).fill("a") }),
  ]);

const slug = (): LimitCase[] => [
  inside(`slug of ${SLUG_MAX}`, { slug: uniq("s").padEnd(SLUG_MAX, "a") }),
  over(`slug of ${SLUG_MAX + 1}`, { slug: uniq("s").padEnd(SLUG_MAX + 1, "a") }),
  over("slug with capitals and spaces", { slug: "Not A Slug" }),
  over("slug with a double dash", { slug: "a--b" }),
];

/** public.is_asset_url: an http(s) URL or a root-relative path, 2048 characters at most. */
const assetUrl = (column: string): LimitCase[] => [
  inside(`${column}: a path of ${URL_MAX}`, { [column]: `/${x(URL_MAX - 1)}` }),
  over(`${column}: a path of ${URL_MAX + 1}`, { [column]: `/${x(URL_MAX)}` }),
  over(`${column}: ftp`, { [column]: "ftp://example.test/a.png" }),
  over(`${column}: protocol-relative`, { [column]: "//evil.test/a.png" }),
];

/** public.is_http_url: absolute http(s), 2048 characters at most. */
const httpUrl = (column: string): LimitCase[] => {
  const host = "https://example.test/";
  return [
    inside(`${column}: a URL of ${URL_MAX}`, { [column]: host + x(URL_MAX - host.length) }),
    over(`${column}: a URL of ${URL_MAX + 1}`, { [column]: host + x(URL_MAX + 1 - host.length) }),
    over(`${column}: a relative path`, { [column]: "/contact" }),
    over(`${column}: javascript:`, { [column]: "javascript:alert(1)" }),
  ];
};

const icon = (): LimitCase[] => [
  inside("icon of 64", { icon: x(64) }),
  over("icon of 65", { icon: x(65) }),
  over("icon with capitals", { icon: "Droplets" }),
];

const sortOrder = (): LimitCase[] => [
  inside("sort_order at the integer maximum", { sort_order: String(INT4.max) }),
  over("sort_order past the integer maximum", { sort_order: String(INT4.max + 1) }),
  inside("sort_order at the integer minimum", { sort_order: String(INT4.min) }),
  over("sort_order past the integer minimum", { sort_order: String(INT4.min - 1) }),
];

/** A unique, otherwise valid address of exactly `length` characters. */
function emailOfLength(length: number): string {
  const domain = "@example.test";
  return `${uniq("e")}${x(length)}`.slice(0, length - domain.length) + domain;
}

/** Eleven specifications (values under 2000) whose jsonb text is exactly `length` characters. */
function specificationsOfLength(length: number) {
  const list = Array.from({ length: 11 }, (_, i) => ({ key: `k${i}`, value: x(1800) }));
  const last = list[10]!;
  last.value = x(1800 + length - jsonbTextLength(list));
  return list;
}

const NO_COVERAGE = {
  kind: "",
  unit: "",
  per_coat: "",
  rate_m2_per_unit: "",
  coats: "",
  primer_slug: "",
  roll_width: "",
  roll_length: "",
  side_lap: "",
  end_lap: "",
};
const liquid = (over: Values) => ({
  coverage_data: { ...NO_COVERAGE, kind: "liquid", unit: "kg", per_coat: "1", ...over },
});
const pack = (label: string) => ({ size: "20", unit: "kg", label });
const image = { url: "/images/a.png", alt: "" };

const product: LimitSpec = {
  table: "products",
  schema: productLimits,
  input: (unique) => ({
    name: "Limit probe",
    slug: unique,
    short_description: "",
    description: "",
    category_id: "",
    brand_id: "",
    image_url: "",
    image_width: null,
    image_height: null,
    gallery: [],
    features: [],
    applications: [],
    specifications: [],
    coverage: "",
    coverage_data: NO_COVERAGE,
    pack_sizes: [],
    tds_url: "",
    sds_url: "",
    is_featured: false,
    is_active: false,
    sort_order: "0",
  }),
  cases: [
    ...textMax(PRODUCT_TEXT_MAX),
    ...required("name"),
    ...slug(),
    ...labels(PRODUCT_LABEL_MAX),
    ...assetUrl("image_url"),
    ...assetUrl("tds_url"),
    ...assetUrl("sds_url"),
    ...sortOrder(),
    inside("image size 20000 x 20000", {
      image_url: "/images/a.png",
      image_width: 20000,
      image_height: 20000,
    }),
    over("image width 20001", { image_url: "/a.png", image_width: 20001, image_height: 1 }),
    over("image width 0", { image_url: "/a.png", image_width: 0, image_height: 1 }),
    over("image width without height", {
      image_url: "/a.png",
      image_width: 10,
      image_height: null,
    }),
    inside("gallery of 30", { gallery: Array(30).fill(image) }),
    over("gallery of 31", { gallery: Array(31).fill(image) }),
    over("gallery image over ftp", { gallery: [{ url: "ftp://example.test/a.png", alt: "a" }] }),
    inside("specifications of 20000 (jsonb text)", {
      specifications: specificationsOfLength(20000),
    }),
    over("specifications of 20001 (jsonb text)", {
      specifications: specificationsOfLength(20001),
    }),
    inside("pack label of 60", { pack_sizes: [pack(x(60))] }),
    over(
      "pack label of 61",
      { pack_sizes: [pack(x(61))] },
      {
        pack_sizes: [{ size: 20, unit: "kg", label: x(61) }],
      },
    ),
    inside("30 pack sizes", { pack_sizes: Array(30).fill(pack("20 kg")) }),
    over(
      "31 pack sizes",
      { pack_sizes: Array(31).fill(pack("20 kg")) },
      {
        pack_sizes: Array(31).fill({ size: 20, unit: "kg" }),
      },
    ),
    over(
      "pack size 0",
      { pack_sizes: [pack("")].map((p) => ({ ...p, size: "0" })) },
      {
        pack_sizes: [{ size: 0, unit: "kg" }],
      },
    ),
    inside("coverage: 10 coats", liquid({ coats: "10" })),
    over("coverage: 11 coats", liquid({ coats: "11" }), {
      coverage_data: { kind: "liquid", unit: "kg", per_coat: 1, coats: 11 },
    }),
    over("coverage: 0 per coat", liquid({ per_coat: "0" }), {
      coverage_data: { kind: "liquid", unit: "kg", per_coat: 0 },
    }),
    over(
      "coverage: a membrane without its roll length",
      { coverage_data: { ...NO_COVERAGE, kind: "membrane", roll_width: "1" } },
      { coverage_data: { kind: "membrane", roll: { width: 1 } } },
    ),
  ],
};

const category: LimitSpec = {
  table: "categories",
  schema: categoryLimits,
  input: (unique) => ({
    name: "Limit probe",
    slug: unique,
    description: "",
    icon: "",
    image_url: "",
    is_active: false,
    sort_order: "0",
  }),
  cases: [
    ...textMax(CATEGORY_TEXT_MAX),
    ...required("name"),
    ...slug(),
    ...icon(),
    ...assetUrl("image_url"),
    ...sortOrder(),
  ],
};

const brand: LimitSpec = {
  table: "brands",
  schema: brandLimits,
  input: (unique) => ({
    name: "Limit probe",
    slug: unique,
    description: "",
    logo_url: "",
    website: "",
    is_active: false,
    sort_order: "0",
  }),
  cases: [
    ...textMax(BRAND_TEXT_MAX),
    ...required("name"),
    ...slug(),
    ...assetUrl("logo_url"),
    ...httpUrl("website"),
    ...sortOrder(),
  ],
};

const service: LimitSpec = {
  table: "services",
  schema: serviceLimits,
  input: (unique) => ({
    title: "Limit probe",
    slug: unique,
    summary: "",
    body: "",
    icon: "",
    image_url: "",
    features: [],
    is_active: false,
    sort_order: "0",
  }),
  cases: [
    ...textMax(SERVICE_TEXT_MAX),
    ...required("title"),
    ...slug(),
    ...icon(),
    ...assetUrl("image_url"),
    ...labels(SERVICE_LABEL_MAX),
    ...sortOrder(),
  ],
};

const { cta_label: CTA_MAX, ...bannerText } = BANNER_TEXT_MAX;
const siteTime = "2026-01-01T10:00";
const siteTimeIso = "2026-01-01T04:30:00.000Z";

const banner: LimitSpec = {
  table: "banners",
  schema: bannerLimits,
  input: () => ({
    title: "Limit probe",
    subtitle: "",
    image_url: "",
    cta_label: "",
    cta_href: "",
    starts_at: "",
    ends_at: "",
    is_active: false,
    sort_order: "0",
  }),
  cases: [
    ...textMax(bannerText),
    ...required("title"),
    ...assetUrl("image_url"),
    ...sortOrder(),
    inside(`cta_label of ${CTA_MAX}`, { cta_label: x(CTA_MAX), cta_href: "/contact" }),
    over(`cta_label of ${CTA_MAX + 1}`, { cta_label: x(CTA_MAX + 1), cta_href: "/contact" }),
    inside("cta_href absolute", { cta_label: "Go", cta_href: "https://example.test/a" }),
    over("cta_href javascript:", { cta_label: "Go", cta_href: "javascript:alert(1)" }),
    over("cta_label without cta_href", { cta_label: "Go" }, { cta_label: "Go", cta_href: null }),
    over("cta_href without cta_label", { cta_href: "/x" }, { cta_label: null, cta_href: "/x" }),
    inside("ends a minute after it starts", {
      starts_at: siteTime,
      ends_at: "2026-01-01T10:01",
    }),
    over(
      "ends when it starts",
      { starts_at: siteTime, ends_at: siteTime },
      { starts_at: siteTimeIso, ends_at: siteTimeIso },
    ),
  ],
};

const video: LimitSpec = {
  table: "videos",
  schema: videoLimits,
  input: (unique) => ({
    youtube_id: `${unique.replace(/[^A-Za-z0-9]/g, "")}_________`.slice(0, 11),
    title: "Limit probe",
    description: "",
    category: "",
    is_active: false,
    sort_order: "0",
  }),
  cases: [
    ...textMax(VIDEO_TEXT_MAX),
    ...required("title"),
    ...sortOrder(),
    over("youtube_id of 10", { youtube_id: x(10) }),
    over("youtube_id of 12 with a dot", { youtube_id: "abc.defghijk" }),
  ],
};

const seoSetting: LimitSpec = {
  table: "seo_settings",
  schema: seoSettingLimits,
  input: (unique) => ({
    route: `/${unique}`,
    title: "",
    description: "",
    keywords: "",
    og_image: "",
  }),
  cases: [
    ...textMax((({ route: _route, ...rest }) => rest)(SEO_SETTING_TEXT_MAX)),
    inside(`route of ${SEO_SETTING_TEXT_MAX.route}`, {
      route: `/${uniq("r")}`.padEnd(SEO_SETTING_TEXT_MAX.route, "a"),
    }),
    over(`route of ${SEO_SETTING_TEXT_MAX.route + 1}`, {
      route: `/${uniq("r")}`.padEnd(SEO_SETTING_TEXT_MAX.route + 1, "a"),
    }),
    over("route without its leading slash", { route: uniq("r") }),
    over("route with a space", { route: "/a b" }),
    ...assetUrl("og_image"),
  ],
};

const socialLink: LimitSpec = {
  table: "social_links",
  schema: socialLinkLimits,
  input: () => ({
    platform: "facebook",
    url: "https://example.test/page",
    is_active: false,
    sort_order: "0",
  }),
  cases: [
    inside("platform of 2", { platform: "xy" }),
    over("platform of 1", { platform: "x" }),
    inside("platform of 30", { platform: x(30) }),
    over("platform of 31", { platform: x(31) }),
    over("platform with capitals", { platform: "Facebook" }),
    ...httpUrl("url"),
    ...sortOrder(),
  ],
};

const phone = (digits: number) => `+${"9".repeat(digits)}`;

const transportCompany: LimitSpec = {
  table: "transport_companies",
  schema: transportCompanyLimits,
  input: () => ({
    name: "Limit probe",
    contact_person: "",
    phones: [],
    email: "",
    website: "",
    address: "",
    city: "Ahmedabad",
    state: "Gujarat",
    service_areas: [],
    vehicle_types: [],
    is_verified: false,
    is_active: false,
  }),
  cases: [
    ...textMax(TRANSPORT_COMPANY_TEXT_MAX),
    ...required("name", "city", "state"),
    ...labels(TRANSPORT_COMPANY_LABEL_MAX),
    ...httpUrl("website"),
    inside("a phone of 15 digits", { phones: [phone(15)] }),
    over("a phone of 16 digits", { phones: [phone(16)] }),
    inside("a phone of 6 digits", { phones: [phone(6)] }),
    over("a phone of 5 digits", { phones: [phone(5)] }),
    over("a phone with letters", { phones: ["98250 abc 41"] }),
    inside("10 phones", { phones: Array(10).fill(phone(10)) }),
    over("11 phones", { phones: Array(11).fill(phone(10)) }),
    inside("an e-mail of 254", { email: emailOfLength(254) }),
    over("an e-mail of 255", { email: emailOfLength(255) }),
    over("an e-mail without a domain", { email: "someone@" }),
  ],
};

const reply = (trigger: string, response: string) => ({ trigger, response });

const whatsappSettings: LimitSpec = {
  table: "whatsapp_settings",
  schema: whatsappSettingsLimits,
  input: () => ({
    // Inactive: at most one row is active, and the seed's is.
    is_active: false,
    phone_number: "+91 98250 41870",
    business_name: "Limit probe",
    welcome_message: "Hello",
    custom_message: null,
    position: "bottom-left",
    show_availability: true,
    availability_hours: { start: "09:00", end: "18:00" },
    auto_replies: [],
  }),
  cases: [
    inside(`business_name of ${W.businessNameMax}`, { business_name: x(W.businessNameMax) }),
    over(`business_name of ${W.businessNameMax + 1}`, {
      business_name: x(W.businessNameMax + 1),
    }),
    over("business_name blank", { business_name: " " }),
    inside(`welcome_message of ${W.welcomeMessageMax}`, {
      welcome_message: x(W.welcomeMessageMax),
    }),
    over(`welcome_message of ${W.welcomeMessageMax + 1}`, {
      welcome_message: x(W.welcomeMessageMax + 1),
    }),
    over("welcome_message empty", { welcome_message: "" }),
    inside(`custom_message of ${W.customMessageMax}`, { custom_message: x(W.customMessageMax) }),
    over(`custom_message of ${W.customMessageMax + 1}`, {
      custom_message: x(W.customMessageMax + 1),
    }),
    inside("phone of 15 digits", { phone_number: phone(15) }),
    over("phone of 16 digits", { phone_number: phone(16) }),
    inside("phone of 6 digits", { phone_number: phone(6) }),
    over("phone of 5 digits", { phone_number: phone(5) }),
    inside("position top-right", { position: "top-right" }),
    over("position middle", { position: "middle" }),
    inside("hours 00:00-23:59", { availability_hours: { start: "00:00", end: "23:59" } }),
    over("hours ending at 24:00", { availability_hours: { start: "09:00", end: "24:00" } }),
    over("hours at 9:00", { availability_hours: { start: "9:00", end: "18:00" } }),
    inside(`${W.autoRepliesMax} auto replies`, {
      auto_replies: Array(W.autoRepliesMax).fill(reply("a", "b")),
    }),
    over(`${W.autoRepliesMax + 1} auto replies`, {
      auto_replies: Array(W.autoRepliesMax + 1).fill(reply("a", "b")),
    }),
    inside(`a trigger of ${W.triggerMax}`, { auto_replies: [reply(x(W.triggerMax), "b")] }),
    over(`a trigger of ${W.triggerMax + 1}`, { auto_replies: [reply(x(W.triggerMax + 1), "b")] }),
    over("a blank trigger", { auto_replies: [reply(" ", "b")] }),
    inside(`a response of ${W.responseMax}`, { auto_replies: [reply("a", x(W.responseMax))] }),
    over(`a response of ${W.responseMax + 1}`, {
      auto_replies: [reply("a", x(W.responseMax + 1))],
    }),
    over("a blank response", { auto_replies: [reply("a", " ")] }),
  ],
};

export const limitSpecs: LimitSpec[] = [
  product,
  category,
  brand,
  service,
  banner,
  video,
  transportCompany,
  socialLink,
  seoSetting,
  whatsappSettings,
];
