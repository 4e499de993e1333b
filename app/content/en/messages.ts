import type { Messages } from "../messages.server.ts";
import { consentEn } from "./consent.ts";

/** English interface text: the same keys as Spanish, enforced by the Messages type. */
export const en: Messages = {
  common: {
    skipToContent: "Skip to content",
    scheduleDemo: "Book a Free Demo",
    contactUs: "Contact us",
    learnMore: "Learn more",
    newTab: "(opens in a new tab)",
    close: "Close",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNav: "Main navigation",
    mobileNav: "Mobile menu",
    switchLanguage: "Español",
    switchLanguageLabel: "View this page in Spanish",
    notifications: "Notifications ({hotkey})",
  },
  nav: {
    home: "Home",
    services: "Services",
    allServices: "All services",
    pricing: "Pricing",
    contact: "Contact",
    blog: "Blog",
    schedule: "Book a demo",
    featured: "Featured",
    menu: {
      platform: "{platform}: multichannel platform",
      platformText:
        "WhatsApp, Instagram, Facebook, Telegram, Web and SMS in one inbox, with a 24/7 AI agent.",
      contactCenter: "Contact Center",
      contactCenterText: "Human agents on phone, chat and e-mail, 24/7.",
      aiAgents: "AI Agents",
      aiAgentsText: "Chatbots and videobots that capture leads on your website.",
      content: "Content Generation",
      contentText: "Avatar and voice cloning, and social-media automation.",
      aiDevelopment: "AI Development",
      aiDevelopmentText: "Web and mobile apps and autonomous agents, faster.",
    },
  },
  cta: {
    title: "Book your free demo",
    text: "In 30 minutes we show you how AI can serve, sell and automate for you. No commitment.",
    button: "Book a Free Demo",
  },
  footer: {
    blurb:
      "Conversational AI, chatbots, automation and a multichannel customer-service platform for businesses in Latin America, the Caribbean, Europe and the United States.",
    services: "Services",
    company: "Company",
    legal: "Legal",
    social: "Social media",
    terms: "Terms and conditions",
    refund: "Refund policy",
    knowledge: "Knowledge center",
    transcription: "Video transcription",
    language: "Language",
    rights: "© {year} {company}. All rights reserved.",
  },
  toast: {
    close: "Close notification",
  },
  notFound: {
    code: "404",
    title: "Page not found",
    message: "Sorry, we couldn't find the page you are looking for:",
    home: "Go to home page",
    reload: "Reload page",
    metaTitle: "Page not found",
    metaDescription:
      "The page you are looking for does not exist or has moved. Go back home to see our AI services.",
  },
  serverError: {
    title: "Something went wrong",
    message: "We had a problem showing this page. Please try again in a moment.",
  },
  blog: {
    empty:
      "No articles have been published yet. Meanwhile, book a demo and let's talk about your project.",
  },
  pages: {
    home: {
      title: "Conversational AI, chatbots and automation",
      description:
        "Chatbots, AI agents, automation and a multichannel platform that sell and serve customers 24/7. Book your free demo.",
      heading: "Accelerate Your Business With Artificial Intelligence",
      intro:
        "Chatbots, AI agents, automation and multichannel customer service working 24/7 so your business sells more and serves better.",
    },
    services: {
      title: "AI and automation services",
      description:
        "Web AI agents, a multichannel platform, AI content, AI-assisted development and a human contact center for your business.",
      heading: "Artificial intelligence services for your business",
      intro: "Everything you need to serve, sell and automate with AI, from one team.",
    },
    aiAgents: {
      title: "Web AI agents and chatbots",
      description:
        "Lead-capture chatbot, web widget, videobot and an informative page with an AI agent that serves and converts 24/7.",
      heading: "AI agents that serve and sell on your website",
      intro:
        "Chatbots and videobots trained on your business information, capturing customers day and night.",
    },
    content: {
      title: "AI avatar and voice cloning",
      description:
        "Avatar cloning, voice cloning and social-media automation: AI content for your brand, always with your consent.",
      heading: "AI content: your avatar and your voice, at scale",
      intro:
        "Produce videos and messages with your cloned likeness and voice, and publish to social media automatically.",
    },
    aiDevelopment: {
      title: "AI-assisted software development",
      description:
        "AI-assisted web, mobile and autonomous-agent development: up to {timeSaving}% less time and up to {costSaving}% lower cost.",
      heading: "Software development assisted by artificial intelligence",
      intro: "Web apps, mobile apps and autonomous agents built faster and for less.",
    },
    apps: {
      title: "App development",
      description:
        "Custom web and mobile applications with built-in AI, careful design and support after launch.",
      heading: "Apps built around your business",
      intro:
        "We design and build web and mobile apps with artificial intelligence built in from day one.",
    },
    contactCenter: {
      title: "24/7 human contact center",
      description:
        "Human agents on phone, live chat and e-mail, 24/7: customer service, telemarketing, collections and market research.",
      heading: "A contact center with human agents",
      intro:
        "A professional team that serves your customers by phone, live chat and e-mail, around the clock.",
    },
    novachannel: {
      title: "{platform}: multichannel customer service",
      description:
        "WhatsApp, Telegram, Instagram, Facebook, Web and SMS in one inbox, with a 24/7 AI agent. Free {trialDays}-day trial.",
      heading: "All your channels, one platform",
      intro: "Omnichannel live chat and an AI agent that serves your customers around the clock.",
    },
    iacoding: {
      title: "App development with AI",
      description:
        "We build your web or mobile app with AI: ${aiDevMin} to ${aiDevMax} instead of ${tradMin} to ${tradMax}, and up to {timeSaving}% faster.",
      heading: "Your app, built with artificial intelligence",
      intro: "Custom software in a fraction of the time and cost of traditional development.",
    },
    pricing: {
      title: "Pricing and plans",
      description:
        "Multichannel platform plans from {starterPrice} USD a month, {annualDiscountPct}% off when billed annually, web AI agents and custom services.",
      heading: "Plans and pricing",
      intro:
        "Choose the plan that fits your business. Pay annually to save {annualDiscountPct}% and get free setup.",
    },
    contact: {
      title: "Contact",
      description:
        "Book a meeting or write to us. Offices in San José, Miami and San Pedro Sula; open Monday to Friday.",
      heading: "Let's talk about your project",
      intro: "Book a meeting in the calendar or reach us on the channel you prefer.",
    },
    schedule: {
      title: "Book your Free Demo",
      description:
        "Pick a day and time for your free {demoMinutes}-minute demo: we show you AI applied to your business.",
      heading: "Book your Free Demo",
      intro:
        "Choose the day and time that suit you best. The video call takes {demoMinutes} minutes and is free.",
    },
    scheduleConfirmation: {
      title: "Demo booked",
      description:
        "Your free demo is booked. Check your e-mail for the invitation and get your questions ready.",
      heading: "Your demo is booked!",
      intro: "We sent the invitation to your e-mail. Here is what happens next.",
    },
    scheduleManage: {
      title: "Manage your meeting",
      description:
        "See your meeting with {company}, move it to another free time or cancel it from your private link.",
      heading: "Manage your meeting",
      intro: "Check the details, pick another time, or cancel if you can no longer make it.",
    },
    transcription: {
      title: "Video to text transcription",
      description:
        "Upload a video and get its transcript as text. MP4, MOV, AVI and WMV formats up to {maxVideoMb} MB.",
      heading: "Video to text transcription",
      intro: "Upload your video and turn its audio into text in a few minutes.",
    },
    terms: {
      title: "Terms and conditions",
      description:
        "Terms of service, service level agreement, privacy policy and the official contact channels of our company.",
      heading: "Terms and conditions",
      intro: "Last updated: {date}.",
    },
    refund: {
      title: "Refund policy",
      description:
        "When a refund applies: unresolved technical failures and duplicate charges, and the deadlines to request and review it.",
      heading: "Refund policy",
      intro: "Last updated: {date}.",
    },
    knowledge: {
      title: "Knowledge center",
      description:
        "Guides to the multichannel platform, AI content, AI development, plans, implementation and technical support.",
      heading: "Knowledge center",
      intro: "Everything you need to know about our platform and services, in one place.",
    },
    blog: {
      title: "AI and automation blog",
      description:
        "Articles on artificial intelligence, chatbots, automation and multichannel customer service for businesses.",
      heading: "Blog",
      intro: "Ideas and practical cases of artificial intelligence applied to business.",
    },
    blogPost: {
      title: "Blog",
      description:
        "Articles on artificial intelligence, chatbots, automation and multichannel customer service for businesses.",
      heading: "Blog",
      intro: "",
    },
    welcome: {
      title: "Thank you for signing up!",
      description:
        "Thank you for signing up. Talk to our voice avatar or book a free demo to get off to a great start.",
      heading: "Thank you for signing up!",
      intro:
        "You are now part of the community. Book your free demo and we will help you make the most of it.",
    },
  },
  consent: consentEn,
};
