import { Bot, Code2, Headset, MessagesSquare, Sparkles, type LucideIcon } from "lucide-react";
import type { MessageKey } from "../i18n/translate.ts";
import type { RouteId } from "../content/routes.ts";

export type ServiceNavItem = {
  id: RouteId;
  label: MessageKey;
  text: MessageKey;
  icon: LucideIcon;
  featured?: boolean;
};

/** The Services dropdown (docs/product/spec.md §2): the platform first and featured. */
export const serviceNavItems: ServiceNavItem[] = [
  {
    id: "novachannel",
    label: "nav.menu.platform",
    text: "nav.menu.platformText",
    icon: MessagesSquare,
    featured: true,
  },
  {
    id: "contactCenter",
    label: "nav.menu.contactCenter",
    text: "nav.menu.contactCenterText",
    icon: Headset,
  },
  { id: "aiAgents", label: "nav.menu.aiAgents", text: "nav.menu.aiAgentsText", icon: Bot },
  { id: "content", label: "nav.menu.content", text: "nav.menu.contentText", icon: Sparkles },
  {
    id: "aiDevelopment",
    label: "nav.menu.aiDevelopment",
    text: "nav.menu.aiDevelopmentText",
    icon: Code2,
  },
];

export const companyNavItems: { id: RouteId; label: MessageKey }[] = [
  { id: "pricing", label: "nav.pricing" },
  { id: "contact", label: "nav.contact" },
  { id: "blog", label: "nav.blog" },
  { id: "knowledge", label: "footer.knowledge" },
  { id: "transcription", label: "footer.transcription" },
];

export const legalNavItems: { id: RouteId; label: MessageKey }[] = [
  { id: "terms", label: "footer.terms" },
  { id: "refund", label: "footer.refund" },
];
