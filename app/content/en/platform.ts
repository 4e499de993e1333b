import type { PlatformContent } from "../es/platform.ts";

/** Texts of the multichannel platform page (English); same shape as the Spanish ones. */
export const platformEn: PlatformContent = {
  hero: {
    eyebrow: "Multichannel customer-service platform",
    freeTrial: "Try it free for {trialDays} days",
    demo: "Book a demo",
  },
  channels: {
    title: "Connect every channel",
    subtitle: "Customers write wherever they like; your team answers from one inbox.",
  },
  gallery: {
    title: "See the platform from the inside",
    subtitle: "Unified inbox, live chat, automated flows and real-time metrics.",
    label: "Platform screenshots",
    slide: "Screenshot {n} of {total}",
    goTo: "Go to screenshot {n}",
    previous: "Previous screenshot",
    next: "Next screenshot",
    enlarge: "Enlarge: {title}",
    close: "Close enlarged view",
    slides: {
      inbox: {
        title: "Unified inbox",
        text: "Every conversation from every channel in one place.",
      },
      chat: {
        title: "Live chat with an AI agent",
        text: "The AI agent answers instantly and hands the conversation to your team when needed.",
      },
      flows: {
        title: "Flow builder",
        text: "Design bots and automated flows by dragging blocks, no code needed.",
      },
      analytics: {
        title: "Real-time analytics",
        text: "Volume, response times and satisfaction per channel and per agent.",
      },
      channels: {
        title: "Channel connections",
        text: "Switch on WhatsApp, Instagram, Facebook, Telegram, Web and SMS in minutes.",
      },
    },
  },
  mock: {
    app: "{platform}",
    search: "Search conversations",
    inbox: "Inbox",
    contacts: ["María González", "Carlos Ruiz", "Ana Torres", "Luis Méndez", "Sofía Herrera"],
    previews: [
      "Do you ship to Guadalajara?",
      "I'd like to book an appointment",
      "Thanks, my order arrived",
      "What are your opening hours?",
      "I need an invoice",
    ],
    customer: "Hi, do you have availability tomorrow?",
    bot: "Hi María! We have 10:00 or 15:00. Which suits you?",
    customer2: "10:00, please",
    bot2: "Done! Booked. We sent you the confirmation.",
    typing: "Type a message…",
    aiBadge: "AI agent",
    flowStart: "Start",
    flowMenu: "Main menu",
    flowSales: "Sales",
    flowSupport: "Support",
    flowAgent: "Hand to agent",
    flowLead: "Save lead",
    stats: ["Conversations", "Response time", "Solved by AI", "Satisfaction"],
    week: ["M", "T", "W", "T", "F", "S", "S"],
    connected: "Connected",
    connect: "Connect",
  },
  features: {
    title: "Everything your team needs to serve customers better",
    items: [
      {
        title: "Omnichannel live chat",
        text: "One inbox for every channel, with agent assignment, tags, internal notes and each customer's history.",
      },
      {
        title: "24/7 AI agent",
        text: "Answers questions, qualifies leads and books appointments at any hour, and hands over to a person when needed.",
      },
      {
        title: "Flows and automation",
        text: "Forms, unlimited blocks, webhooks and an API to connect your CRM, your shop or your booking system.",
      },
    ],
  },
  plans: {
    eyebrow: "Plans and Pricing",
    title: "Plans and Pricing",
    subtitle: "Start free on the Demo plan and grow when you need to.",
  },
  why: {
    title: "Why choose {platform}?",
    items: [
      {
        title: "Guided implementation",
        text: "We help you set up your channels and first flows, with onboarding included in the higher plans.",
      },
      {
        title: "Made for Latin America",
        text: "Support in Spanish, service in your time zone and invoicing in your local currency.",
      },
      {
        title: "Grow without switching tools",
        text: "From {minUsers} to {maxUsers} active users per month: change plans whenever you like.",
      },
      {
        title: "Your data, safe",
        text: "Protected conversation history, admin users and per-agent permissions.",
      },
    ],
  },
  closing: {
    title: "Book a Personalized Demo",
    text: "We show you {platform} with your own channels and use cases, in a {demoMinutes}-minute video call.",
    button: "Book a personalized demo",
  },
};
