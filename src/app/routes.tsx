import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";
import { AppFrame, prefetchAppFrame } from "./layout/app-frame";
import { prefetchSiteLayout, SiteLayout } from "./layout/site-layout";
import type { PageData, RouteHandle } from "./route-data";

/**
 * A public page prerendered in every language: its module's `prefetch` (and `paths`, for a
 * route with params) declare its data (route-data.ts).
 */
function prerendered<M extends PageData & Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  /** sitemap: false for a noindex page (prerendered, but not for search engines). */
  options: { sitemap?: false } = {},
): Pick<RouteObject, "element" | "handle"> {
  const Page = lazyPage(load, name);
  const handle: RouteHandle = { prerender: true, page: load, ...options };
  return { element: <Page />, handle };
}

/** A public route left to the browser: nothing to prerender, for the reason given. */
const browserOnly = (reason: string): RouteHandle => ({ prerender: false, reason });

const LoginPage = lazyPage(() => import("./pages/login-page"), "LoginPage");
const AdminSetupPage = lazyPage(() => import("./pages/admin-setup-page"), "AdminSetupPage");
const ResetPasswordPage = lazyPage(
  () => import("./pages/reset-password-page"),
  "ResetPasswordPage",
);
const SupportAgentPage = lazyPage(() => import("./pages/support-agent-page"), "SupportAgentPage");
// The guard checks roles through the full supabase client: its own chunk, like the page.
const SupportGuard = lazyPage(() => import("@/features/auth/guards"), "SupportGuard");
const NotFoundPage = lazyPage(() => import("./pages/not-found-page"), "NotFoundPage");
const notFoundHandle: RouteHandle = { prerender: "not-found" };

const AdminRoot = lazyPage(() => import("./layout/admin-root"), "AdminRoot");
const admin = {
  Dashboard: lazyPage(() => import("./pages/admin/admin-dashboard-page"), "AdminDashboardPage"),
  Users: lazyPage(() => import("./pages/admin/admin-users-page"), "AdminUsersPage"),
  Contact: lazyPage(() => import("./pages/admin/admin-contact-page"), "AdminContactPage"),
  Whatsapp: lazyPage(() => import("./pages/admin/admin-whatsapp-page"), "AdminWhatsappPage"),
  Security: lazyPage(() => import("./pages/admin/admin-security-page"), "AdminSecurityPage"),
  Analytics: lazyPage(() => import("./pages/admin/admin-analytics-page"), "AdminAnalyticsPage"),
  Trash: lazyPage(() => import("./pages/admin/admin-trash-page"), "AdminTrashPage"),
  Media: lazyPage(() => import("./pages/admin/admin-media-page"), "AdminMediaPage"),
  // Every content type's list and form, from its declaration (cms registry); else not found.
  ContentTypes: lazyPage(() => import("./pages/admin/admin-content-page"), "AdminContentPage"),
};

export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    handle: { prefetch: prefetchAppFrame } satisfies RouteHandle,
    children: [
      {
        element: <SiteLayout />,
        handle: { publicArea: true, prefetch: prefetchSiteLayout } satisfies RouteHandle,
        children: [
          { index: true, ...prerendered(() => import("./pages/home-page"), "HomePage") },
          {
            path: "products",
            ...prerendered(() => import("./pages/products-page"), "ProductsPage"),
          },
          {
            path: "products/:slug",
            ...prerendered(() => import("./pages/product-detail-page"), "ProductDetailPage"),
          },
          {
            path: "services",
            ...prerendered(() => import("./pages/services-page"), "ServicesPage"),
          },
          {
            path: "services/waterproofing-calculator",
            ...prerendered(() => import("./pages/calculator-page"), "CalculatorPage"),
          },
          {
            path: "services/:slug",
            ...prerendered(() => import("./pages/service-detail-page"), "ServiceDetailPage"),
          },
          {
            path: "transport",
            ...prerendered(() => import("./pages/transport-page"), "TransportPage"),
          },
          { path: "exports", ...prerendered(() => import("./pages/exports-page"), "ExportsPage") },
          { path: "contact", ...prerendered(() => import("./pages/contact-page"), "ContactPage") },
          {
            path: "enquiry",
            ...prerendered(() => import("./pages/enquiry-page"), "EnquiryPage", { sitemap: false }),
          },
          { path: "about", ...prerendered(() => import("./pages/about-page"), "AboutPage") },
          {
            path: "privacy-policy",
            ...prerendered(() => import("./pages/privacy-policy-page"), "PrivacyPolicyPage"),
          },
          {
            path: "login",
            element: <LoginPage />,
            handle: browserOnly("signing in: a form for staff, noindex"),
          },
          {
            path: "admin-setup",
            element: <AdminSetupPage />,
            handle: browserOnly("the first admin's setup: asks the backend, noindex"),
          },
          {
            path: "reset-password",
            element: <ResetPasswordPage />,
            handle: browserOnly("a password reset link's form, noindex"),
          },
          {
            path: "support/agent",
            handle: browserOnly("the support desk: staff only"),
            element: (
              <SupportGuard>
                <SupportAgentPage />
              </SupportGuard>
            ),
          },
          {
            path: "support/agent/:id",
            handle: browserOnly("the support desk: staff only"),
            element: (
              <SupportGuard>
                <SupportAgentPage />
              </SupportGuard>
            ),
          },
          { path: "*", element: <NotFoundPage />, handle: notFoundHandle },
        ],
      },
      {
        path: "admin",
        element: <AdminRoot />,
        children: [
          { index: true, element: <admin.Dashboard /> },
          { path: "users", element: <admin.Users /> },
          { path: "contact", element: <admin.Contact /> },
          { path: "contact/:id", element: <admin.Contact /> },
          { path: "whatsapp", element: <admin.Whatsapp /> },
          { path: "security", element: <admin.Security /> },
          { path: "analytics", element: <admin.Analytics /> },
          { path: "trash", element: <admin.Trash /> },
          { path: "media", element: <admin.Media /> },
          { path: "*", element: <admin.ContentTypes /> },
        ],
      },
    ],
  },
];
