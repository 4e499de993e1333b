import type { PricingContent } from "../es/pricing.ts";
import { planRowsEn } from "./plan-rows.ts";

/** Pricing page texts (English); same shape as the Spanish ones. */
export const pricingEn: PricingContent = {
  planTable: {
    caption: "Comparison of the {platform} plans",
    feature: "Feature",
    billing: {
      label: "Billing cycle",
      monthly: "Monthly",
      annual: "Annual",
      save: "−{annualDiscountPct}%",
    },
    price: "Monthly price",
    perMonth: "/mo",
    billedMonthly: "billed monthly",
    billedAnnually: "per month, billed annually",
    free: "Free",
    featured: "Most popular",
    choose: "Choose plan",
    plans: {
      diamante: { name: "Diamond", audience: "Large companies", cta: "Choose Diamond" },
      elite: { name: "Elite", audience: "Mid-size companies", cta: "Choose Elite" },
      starter: { name: "Starter", audience: "Small companies", cta: "Choose Starter" },
      demo: { name: "Demo", audience: "Evaluation", cta: "Start with Demo" },
    },
    /** The rows every plan comparison shares: labels and words (app/content/plan-table.ts). */
    planRows: planRowsEn,
    /** The rows only the pricing table shows: what every plan includes. */
    rows: {
      forms: "Forms and blocks",
      liveChat: "Omnichannel live chat",
      webhooks: "Webhooks and API",
      integrations: "Integrations",
    },
    values: {
      unlimited: "Unlimited",
      included: "Included",
    },
    annualBanner: "Free installation with the annual plan: you save {installationFee} USD",
    annualNote:
      "The annual plan has no setup cost: installation and the creation of your automated flows are on us.",
    footnoteTitle: "About costs",
    footnotes: [
      "Prices in US dollars ({currency}). They exclude taxes and third-party AI API costs. If you need invoicing in your local currency, contact us.",
      "One-time installation fee of {installationFee} USD, only if you need help with the implementation; free on the annual plan.",
      "Setup and creation of each automated flow: {perFlowFee} USD per flow; free on the annual plan.",
    ],
    scrollHint: "Swipe the table to see every plan",
    monthlyShown:
      "Prices billed monthly. With the annual plan you save {annualDiscountPct}% and installation is free.",
    seeAnnual: "See annual prices",
  },
  tabs: {
    label: "Type of service",
    agents: "AI agents + {platform}",
    web: "Web AI Agent",
    other: "Other Services",
  },
  agentsIntro: {
    title: "{platform} platform with an AI agent",
    text: "Omnichannel live chat and an AI agent that serves customers 24/7 on every channel. Pick your plan and change it whenever you like.",
  },
  webAgents: {
    title: "AI agents for your website",
    text: "Built around your business. We send you a quote for your project.",
    quoted: "Custom quote",
    cta: "Request a quote",
    cards: {
      chatbot: {
        name: "Lead-capture chatbot",
        text: "An assistant on your website that talks to every visitor, answers questions and collects your prospects' details.",
        features: [
          "Trained on your business information",
          "Captures name, e-mail and phone",
          "Sends leads to your CRM or inbox",
          "Available 24/7 in Spanish and English",
        ],
      },
      videobot: {
        name: "Videobot + AI agent",
        text: "An interactive video with your presenter that guides the visitor, plus an AI agent that answers and books meetings.",
        features: [
          "Branded welcome video",
          "Video answers to frequent questions",
          "AI agent that books appointments",
          "Engagement and conversion metrics",
        ],
      },
    },
  },
  otherServices: {
    title: "Other AI services",
    text: "Projects quoted per client. Book a call and we design the proposal with you.",
    cta: "Book a consultation",
    custom: "Custom consultation",
    cards: {
      content: {
        name: "Content generation",
        text: "Avatar cloning, voice cloning and social-media automation to produce content at scale.",
      },
      aiDevelopment: {
        name: "AI development",
        text: "Web and mobile apps built with AI: up to {timeSaving}% less time and {costSaving}% lower cost.",
      },
      autonomousAgents: {
        name: "Autonomous agents",
        text: "Agents that carry out whole tasks for you: they research, draft, update systems and report.",
      },
    },
  },
  faq: {
    eyebrow: "Frequently asked questions",
    title: "Your questions about plans and payments",
    items: [
      {
        question: "Can I change plans at any time?",
        answer:
          "Yes. You can move up or down whenever you like; the change applies from your next billing cycle and is prorated.",
      },
      {
        question: "What technical support does each plan include?",
        answer:
          "The {priorityPlanNames} plans include priority technical support; the {standardPlanNames} plans include standard support.",
      },
      {
        question: "Which payment methods do you accept?",
        answer:
          "We accept the major credit cards and bank transfer. Companies in Costa Rica also have local payment options.",
      },
      {
        question: "Do prices include taxes?",
        answer: "No. Prices are in US dollars and exclude taxes and third-party AI API costs.",
      },
      {
        question: "Do you offer custom plans?",
        answer:
          "Yes. If your company needs more users, agents or flows, we design a plan for you. Write to us and let's talk.",
      },
    ],
  },
  closing: {
    title: "Not sure which plan to choose?",
    text: "Tell us about your company and we will recommend the best option, or explore all our services.",
    contact: "Talk to sales",
    services: "See all services",
  },
};
