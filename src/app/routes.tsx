import type { RouteObject } from "react-router";
import { lazyPage } from "./lazy-page";
import { AppFrame } from "./layout/app-frame";
import { SiteLayout } from "./layout/site-layout";

const HomePage = lazyPage(() => import("./pages/home-page"), "HomePage");
const ProductsPage = lazyPage(() => import("./pages/products-page"), "ProductsPage");
const ProductDetailPage = lazyPage(
  () => import("./pages/product-detail-page"),
  "ProductDetailPage",
);
const ServicesPage = lazyPage(() => import("./pages/services-page"), "ServicesPage");
const CalculatorPage = lazyPage(() => import("./pages/calculator-page"), "CalculatorPage");
const ServiceDetailPage = lazyPage(
  () => import("./pages/service-detail-page"),
  "ServiceDetailPage",
);
const TransportPage = lazyPage(() => import("./pages/transport-page"), "TransportPage");
const ExportsPage = lazyPage(() => import("./pages/exports-page"), "ExportsPage");
const ContactPage = lazyPage(() => import("./pages/contact-page"), "ContactPage");
const AboutPage = lazyPage(() => import("./pages/about-page"), "AboutPage");
const PrivacyPolicyPage = lazyPage(
  () => import("./pages/privacy-policy-page"),
  "PrivacyPolicyPage",
);
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

const AdminRoot = lazyPage(() => import("./layout/admin-root"), "AdminRoot");
const admin = {
  Dashboard: lazyPage(() => import("./pages/admin/admin-dashboard-page"), "AdminDashboardPage"),
  Users: lazyPage(() => import("./pages/admin/admin-users-page"), "AdminUsersPage"),
  Contact: lazyPage(() => import("./pages/admin/admin-contact-page"), "AdminContactPage"),
  Whatsapp: lazyPage(() => import("./pages/admin/admin-whatsapp-page"), "AdminWhatsappPage"),
  Security: lazyPage(() => import("./pages/admin/admin-security-page"), "AdminSecurityPage"),
  Analytics: lazyPage(() => import("./pages/admin/admin-analytics-page"), "AdminAnalyticsPage"),
  // Every content type's list and form, from its declaration (cms registry); else not found.
  ContentTypes: lazyPage(() => import("./pages/admin/admin-content-page"), "AdminContentPage"),
};

export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: "products", element: <ProductsPage /> },
          { path: "products/:slug", element: <ProductDetailPage /> },
          { path: "services", element: <ServicesPage /> },
          { path: "services/waterproofing-calculator", element: <CalculatorPage /> },
          { path: "services/:slug", element: <ServiceDetailPage /> },
          { path: "transport", element: <TransportPage /> },
          { path: "exports", element: <ExportsPage /> },
          { path: "contact", element: <ContactPage /> },
          { path: "about", element: <AboutPage /> },
          { path: "privacy-policy", element: <PrivacyPolicyPage /> },
          { path: "login", element: <LoginPage /> },
          { path: "admin-setup", element: <AdminSetupPage /> },
          { path: "reset-password", element: <ResetPasswordPage /> },
          {
            path: "support/agent",
            element: (
              <SupportGuard>
                <SupportAgentPage />
              </SupportGuard>
            ),
          },
          {
            path: "support/agent/:id",
            element: (
              <SupportGuard>
                <SupportAgentPage />
              </SupportGuard>
            ),
          },
          { path: "*", element: <NotFoundPage /> },
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
          { path: "*", element: <admin.ContentTypes /> },
        ],
      },
    ],
  },
];
