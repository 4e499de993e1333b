/**
 * Brand, contact and third-party defaults. Every value can be overridden by an environment
 * variable (see app/config/site-config.server.ts and the README); defaults are neutral and
 * point nowhere that the site depends on.
 */
export const siteDefaults = {
  companyName: "NovaFlow AI",
  productName: "NovaFlow AI",
  platformName: "NovaChannel",
  assistantName: "Sofía",
  siteUrl: "http://localhost:3000",
  phone: "+506 4000 0000",
  whatsappUrl: "https://wa.me/50640000000",
  email: "soporte@novaflow.example",
  offices: [
    { city: "San José", region: "Costa Rica", country: "CR" },
    { city: "Miami", region: "Florida", country: "US" },
    { city: "San Pedro Sula", region: "Honduras", country: "HN" },
  ],
  /** Opening hours, 24-hour clock, Monday to Friday. */
  hours: { days: "Mo-Fr", opens: "08:00", closes: "17:00" },
  social: {
    facebook: "https://www.facebook.com/novaflow.example",
    instagram: "https://www.instagram.com/novaflow.example",
    tiktok: "https://www.tiktok.com/@novaflow.example",
    youtube: "https://www.youtube.com/@novaflow.example",
  },
  /** External URLs: booking pages, sign-up, embeds. Empty string = not configured. */
  integrations: {
    /**
     * Who takes bookings: `native` = our own booking pages (docs/product/design.md §3); `embed` = the provider's
     * widget on /agenda and /contacto; `link` = every schedule button opens the booking URLs below.
     */
    schedulingMode: "native" as SchedulingMode,
    demoBookingUrl: "https://cal.novaflow.example/demo",
    aiDevBookingUrl: "https://cal.novaflow.example/ai-development",
    freeTrialUrl: "https://app.novaflow.example/register",
    schedulingScriptUrl: "",
    schedulingDemoPath: "novaflow/demo",
    schedulingAiDevPath: "novaflow/ai-development",
    chatWidgetScriptUrl: "",
    chatWidgetId: "",
    voiceAvatarUrl: "",
    pixelId: "",
    analyticsId: "",
  },
};

export const schedulingModes = ["native", "embed", "link"] as const;
export type SchedulingMode = (typeof schedulingModes)[number];

export type SiteConfig = typeof siteDefaults;
export type Office = SiteConfig["offices"][number];
