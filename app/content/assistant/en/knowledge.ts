/** What the sales assistant knows, in English. Same document ids as es.ts (a test checks). */
import {
  billing,
  channels,
  claims,
  delivery,
  demo,
  includedInAllPlans,
  MAX_VIDEO_BYTES,
  planById,
  plans,
  processSteps,
  refund,
  sla,
  type PlanId,
} from "../../business.ts";
import type { SiteConfig } from "../../site.ts";
import {
  annualUsd,
  clock12,
  discountPct,
  int,
  paidPlans,
  planName,
  range,
  row,
  scheduleUrl,
  usd,
  type Knowledge,
} from "../facts.ts";

const audience: Record<PlanId, string> = {
  diamante: "large companies",
  elite: "mid-size companies",
  starter: "small companies",
  demo: "evaluating the platform",
};
const stepNames: Record<(typeof processSteps)[number]["id"], string> = {
  evaluation: "evaluation",
  design: "design",
  implementation: "implementation",
  training: "training",
  monitoring: "ongoing monitoring",
};
const NA = "not available";

export function knowledgeEn(site: SiteConfig): Knowledge {
  const schedule = scheduleUrl(site, "en");
  const platform = site.platformName;
  const channelList = `${channels.slice(0, -1).join(", ")} and ${channels.at(-1)}`;
  const hours = `Monday to Friday, ${clock12(site.hours.opens)} to ${clock12(site.hours.closes)}`;
  const offices = site.offices.map((o) => `${o.city} (${o.region})`).join(", ");
  const support = sla.emailSupport;
  const steps = processSteps
    .map((s) =>
      s.duration
        ? `${stepNames[s.id]} (${s.duration.min === s.duration.max ? `${s.duration.min} ${s.duration.unit.slice(0, -1)}` : `${s.duration.min}-${s.duration.max} ${s.duration.unit}`})`
        : stepNames[s.id],
    )
    .join(", ");
  const plansLine = paidPlans
    .map(
      (p) =>
        `${planName(p.id)} ${usd(p.monthlyUsd)} a month (${annualUsd(p)} a month billed annually)`,
    )
    .join("; ");

  function planAnswer(id: PlanId, annual: boolean): string {
    const p = planById(id);
    const l = p.limits;
    const limits = [
      `${int(l.activeUsersPerMonth)} active users a month`,
      `${l.automatedFlows} automated bots or flows`,
      l.liveChatAgents === null ? "no live-chat agents" : `${l.liveChatAgents} live-chat agents`,
      l.adminUsers === null ? "no admin users" : `${l.adminUsers} admin users`,
      `${l.chatHistoryDays} days of chat history`,
      l.onboardingHours
        ? `${l.onboardingHours} hour of implementation onboarding`
        : "no implementation onboarding",
      "unlimited forms and blocks, omnichannel live chat, webhooks and API",
    ].join(", ");
    const supportLevel = p.support === "priority" ? "Priority" : "Standard";
    if (p.monthlyUsd === 0)
      return `The Demo plan is free, for ${audience.demo}. It includes ${limits}. ${supportLevel} technical support.`;
    const price = annual
      ? `Billed annually, the ${planName(id)} plan costs ${annualUsd(p)} per month (${discountPct} less than ${usd(p.monthlyUsd)} billed monthly), and installation is free.`
      : `The ${planName(id)} plan costs ${usd(p.monthlyUsd)} per month billed monthly, or ${annualUsd(p)} per month billed annually (${discountPct} off).`;
    return `${price} It is made for ${audience[id]} and includes ${limits}. ${supportLevel} technical support. Prices exclude taxes.`;
  }

  return {
    lang: "en",
    greeting: `Hi! I'm ${site.assistantName}, ${site.companyName}'s sales assistant. I can tell you about our plans and prices, channels, services, delivery times and support. How can I help?`,
    thanks: `You're welcome! To see it working for your business, book a free demo of about ${demo.chatCardMinutes} minutes: ${schedule}`,
    human: `Of course, a person from our team will help you: message us on WhatsApp (${site.whatsappUrl}), call ${site.phone} or write to ${site.email}, ${hours}. You can also book a free demo with a specialist: ${schedule}`,
    demo: `Great! The demo is free and takes about ${demo.chatCardMinutes} minutes: we show you how AI can serve, sell and automate for your business. Pick a time here: ${schedule}`,
    unknown: `I don't know that, and I'd rather not make it up. A specialist can answer you in a free demo (${schedule}) or by e-mail at ${site.email}.`,
    demoOffer: `Want to see it in action? Book a free demo of about ${demo.chatCardMinutes} minutes: ${schedule}`,
    planAnswer,
    plansOverview: `Our ${platform} plans: ${plansLine}; and the Demo plan, free for evaluation. Billed annually you get ${discountPct} off and free installation. Prices in US dollars, excluding taxes.`,
    docs: [
      {
        id: "plans",
        title: "Plans and prices",
        keywords: "price prices pricing plans plan monthly compare cheap cheapest",
        text: `Our ${platform} plans: ${plansLine}; and the Demo plan, free for evaluation. Billed annually you get ${discountPct} off and free installation.`,
        demo: true,
      },
      {
        id: "annual",
        title: "Annual billing and discount",
        keywords: "annual annually yearly year per year discount save saving",
        text: `With annual billing the monthly price is ${discountPct} lower and installation is free (you save ${usd(billing.installationFeeUsd)}), as is the setup of each flow. For example: ${paidPlans.map((p) => `${planName(p.id)} ${annualUsd(p)} a month`).join(", ")}.`,
        demo: true,
      },
      {
        id: "fees",
        title: "Installation, setup and one-time fees",
        keywords:
          "installation install setup set up one-time fee fees extra cost flow flows implementation upfront",
        text: `Installation is a one-time fee of ${usd(billing.installationFeeUsd)}, only if you need help with the implementation. Setting up and creating each automated flow costs ${usd(billing.perFlowSetupUsd)} per flow. On the annual plan both are free.`,
        demo: true,
      },
      {
        id: "trial",
        title: "Free trial",
        keywords: "free trial try trying test days sign up register no cost",
        text: `${platform} has a ${billing.freeTrialDays}-day free trial. Sign up here: ${site.integrations.freeTrialUrl}`,
        demo: true,
      },
      {
        id: "channels",
        title: "Channels and integrations",
        keywords:
          "channels channel integrations integrate whatsapp telegram instagram facebook web sms social messaging omnichannel connect support",
        text: `${platform} brings ${channelList} into one omnichannel live-chat inbox, with an AI agent serving your customers 24/7. Every plan includes omnichannel live chat, webhooks and API.`,
        demo: true,
      },
      {
        id: "platform",
        title: `${platform}, the multichannel platform`,
        keywords: "platform multichannel novachannel inbox ai agent 24/7 customer service",
        text: `${platform} is our multichannel customer-service platform: ${channelList} in one inbox, with omnichannel live chat and an AI agent that serves your customers around the clock. It has a ${billing.freeTrialDays}-day free trial.`,
        demo: true,
      },
      {
        id: "aiAgents",
        title: "AI web agents and chatbots",
        keywords:
          "chatbot chatbots bot agent agents ai web widget videobot lead capture leads landing page informative",
        text: `We build AI agents for your website: a lead-capture chatbot, a web widget, a videobot, and an informative page with an agent. A basic chatbot is delivered in ${range(delivery.basicChatbotWeeks)} weeks and a complex one in ${range(delivery.complexChatbotWeeks)} weeks. They are quoted per client.`,
        demo: true,
      },
      {
        id: "content",
        title: "AI content generation",
        keywords:
          "content generation avatar cloning clone voice social media automation videos marketing",
        text: "We generate content with AI: avatar cloning, voice cloning and social-media automation, always with the express written consent of the person portrayed. Quoted per client.",
        demo: true,
      },
      {
        id: "aiDevelopment",
        title: "AI-assisted software development",
        keywords:
          "development software programming apps applications web mobile autonomous agents iacoding save time cost",
        text: `We build software with AI assistance (web apps, iOS and Android mobile apps, autonomous agents): up to ${claims.aiDevTimeSavingPct} % less time and up to ${claims.aiDevCostSavingPct} % lower cost. Traditional development costs ${int(claims.traditionalDevUsd[0])} to ${int(claims.traditionalDevUsd[1])} USD; with AI, ${int(claims.aiDevUsd[0])} to ${int(claims.aiDevUsd[1])} USD.`,
        demo: true,
      },
      {
        id: "contactCenter",
        title: "Contact center with human agents",
        keywords:
          "contact center call center human agents phone calls email telemarketing collections market research customer service",
        text: "Our contact center offers human agents by phone, live chat and e-mail, 24/7: customer service, telemarketing, collections and market research.",
        demo: true,
      },
      {
        id: "transcription",
        title: "Video-to-text transcription",
        keywords: "transcription transcribe video text subtitles audio tool",
        text: `We have a free video-to-text transcription tool on the site: upload a video of up to ${MAX_VIDEO_BYTES / 1024 / 1024} MB (MP4, MOV, AVI or WMV) and get the text.`,
        demo: false,
      },
      {
        id: "services",
        title: "Services",
        keywords: "services offer do what solutions products",
        text: `We offer: AI web agents (chatbots, videobots), the ${platform} multichannel platform, a contact center with human agents, AI content generation, AI-assisted software development and a video transcription tool.`,
        demo: true,
      },
      {
        id: "delivery",
        title: "Delivery times",
        keywords:
          "delivery time how long take takes timeline weeks ready launch deploy support after",
        text: `A basic chatbot is ready in ${range(delivery.basicChatbotWeeks)} weeks and a complex one in ${range(delivery.complexChatbotWeeks)} weeks. After launch we support you for at least ${delivery.minSupportAfterLaunchDays} days.`,
        demo: true,
      },
      {
        id: "process",
        title: "Implementation process",
        keywords:
          "process steps stages how work method evaluation design implementation training monitoring",
        text: `Our process: ${steps}.`,
        demo: true,
      },
      {
        id: "sla",
        title: "Uptime and service level agreement (SLA)",
        keywords: "sla uptime availability guarantee downtime service level",
        text: `We guarantee ${sla.monthlyUptimePct} % monthly uptime. Incidents (business hours): high priority resolved in ${range(sla.incidents.highResolvedHours)} hours, medium in ${range(sla.incidents.mediumResolvedHours)} hours, and low answered within ${sla.incidents.lowAnsweredHours} hours.`,
        demo: false,
      },
      {
        id: "supportHours",
        title: "Technical support and support hours",
        keywords: "technical support help hours email e-mail incident priority standard",
        text: `E-mail support works Monday to Friday, ${support.opens} to ${support.closes} (${support.city} time). Diamante and Elite get priority support; Starter and Demo, standard. High-priority incidents are resolved in ${range(sla.incidents.highResolvedHours)} business hours.`,
        demo: false,
      },
      {
        id: "refund",
        title: "Refund policy",
        keywords: "refund refunds money back return cancel duplicate charge failure",
        text: `Sales are final. Exceptions: a proven technical failure still unresolved more than ${refund.unresolvedFailureCalendarDays} calendar days after formal notice, or a verified duplicate charge reported within ${refund.duplicateChargeReportCalendarDays} calendar days. Requests are filed within ${refund.requestWindowCalendarDays} calendar days of the event and evaluated within up to ${refund.evaluationBusinessDays} business days.`,
        demo: false,
      },
      {
        id: "payment",
        title: "Payment methods",
        keywords: "payment pay methods card credit bank transfer wire costa rica",
        text: "We accept major credit cards and bank transfer; local options are available for companies in Costa Rica.",
        demo: false,
      },
      {
        id: "taxes",
        title: "Currency and taxes",
        keywords: "taxes tax vat currency dollars usd local currency invoice invoicing api costs",
        text: `Prices are in US dollars (${billing.currency}) and exclude taxes and third-party AI API costs. For invoicing in your local currency, write to us at ${site.email}.`,
        demo: false,
      },
      {
        id: "planChange",
        title: "Changing plans and custom plans",
        keywords: "change plan upgrade downgrade switch prorated custom tailored",
        text: "You can change plans at any time: the change applies from the next billing cycle, prorated. Custom plans are available too.",
        demo: true,
      },
      {
        id: "offices",
        title: "Offices",
        keywords: "offices office where located location country city address",
        text: `We have offices in ${offices}. We serve companies in Latin America, the Caribbean, Europe and the United States.`,
        demo: false,
      },
      {
        id: "hours",
        title: "Opening hours",
        keywords: "hours open opening time days business",
        text: `We are open ${hours}.`,
        demo: false,
      },
      {
        id: "contact",
        title: "Contact",
        keywords: "contact phone email e-mail whatsapp write call reach",
        text: `Phone and WhatsApp: ${site.phone} (${site.whatsappUrl}). E-mail: ${site.email}. Hours: ${hours}.`,
        demo: true,
      },
      {
        id: "rowUsers",
        title: "Active users per plan",
        keywords: "active users contacts customers month limit",
        text: `Active users per month: ${row((p) => p.limits.activeUsersPerMonth, NA)}.`,
        demo: true,
      },
      {
        id: "rowFlows",
        title: "Automated bots and flows per plan",
        keywords: "bots flows automated automations how many",
        text: `Automated bots or flows: ${row((p) => p.limits.automatedFlows, NA)}. Forms and blocks: ${includedInAllPlans.formsAndBlocks} on every plan.`,
        demo: true,
      },
      {
        id: "rowAgents",
        title: "Live-chat agents per plan",
        keywords: "live chat agents operators seats how many",
        text: `Live-chat agents: ${row((p) => p.limits.liveChatAgents, NA)}.`,
        demo: true,
      },
      {
        id: "rowAdmins",
        title: "Admin users per plan",
        keywords: "admin administrator users accounts",
        text: `Admin users: ${row((p) => p.limits.adminUsers, NA)}.`,
        demo: true,
      },
      {
        id: "rowHistory",
        title: "Chat history per plan",
        keywords: "history chat conversations keep stored days retention",
        text: `Chat history: ${row((p) => `${p.limits.chatHistoryDays} days`, NA)}.`,
        demo: true,
      },
      {
        id: "rowOnboarding",
        title: "Implementation onboarding per plan",
        keywords: "onboarding initial training guidance hour",
        text: `Implementation onboarding: ${row((p) => (p.limits.onboardingHours ? `${p.limits.onboardingHours} hour` : null), NA)}.`,
        demo: true,
      },
      {
        id: "rowIncluded",
        title: "Included in every plan",
        keywords: "included include every all webhooks api forms blocks unlimited omnichannel chat",
        text: `Every plan (${plans.map((p) => planName(p.id)).join(", ")}) includes unlimited forms and blocks, omnichannel live chat, webhooks and API, and integration with ${channelList}.`,
        demo: true,
      },
      {
        id: "results",
        title: "Results",
        keywords: "results benefits conversions sales savings work customers testimonials",
        text: `Our customers report up to ${claims.conversionRisePct} % more conversions and ${claims.operatingTimeCutPct} % less operating time.`,
        demo: true,
      },
      {
        id: "demoInfo",
        title: "The free demo",
        keywords: "demo demonstration free meeting video call minutes what include",
        text: `The demo is free: in this chat we speak of about ${demo.chatCardMinutes} minutes, and the demo video call takes ${demo.videoCallMinutes} minutes. Book here: ${schedule}`,
        demo: false,
      },
    ],
  };
}
