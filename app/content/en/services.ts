import type { ServicesContent } from "../es/services.ts";

/** Texts of the services overview and the five service pages (English); same shape as Spanish. */
export const servicesEn: ServicesContent = {
  overview: {
    webAgent: {
      eyebrow: "Web AI Agent",
      title: "An AI agent that serves and sells on your website",
      subtitle:
        "Turn visitors into customers with an assistant trained on your business information.",
      items: [
        {
          title: "Lead-capture chatbot",
          text: "Talks to every visitor, answers questions and records their contact details.",
        },
        {
          title: "Web widget",
          text: "Installs on your site in minutes and takes your brand's colours.",
        },
        { title: "Videobot", text: "A video presenter who welcomes and guides your visitors." },
        {
          title: "Informative page + agent",
          text: "A page for your product with an AI agent that answers and books meetings.",
        },
      ],
      cta: "Contact us",
      more: "See AI agents",
    },
    plans: {
      eyebrow: "AI agents + {platform}",
      title: "{platform} platform plans",
      subtitle:
        "Omnichannel live chat and a 24/7 AI agent on WhatsApp, Instagram, Facebook, Telegram, Web and SMS.",
      platform: "Discover {platform}",
    },
    content: {
      eyebrow: "AI for content",
      title: "Content with your face and voice, without filming every video",
      subtitle: "Produce more content for your social media with AI, always with your consent.",
      items: [
        {
          title: "Avatar cloning",
          text: "A realistic digital avatar that presents your videos for you.",
        },
        {
          title: "Voice cloning",
          text: "Your cloned voice for narrations, ads and personalised messages.",
        },
        {
          title: "Social-media automation",
          text: "Schedule and publish your content on your social networks automatically.",
        },
      ],
      more: "See content generation",
    },
    development: {
      eyebrow: "Development",
      title: "Custom software and agents",
      cards: [
        {
          title: "AI development",
          text: "Web and mobile apps built with AI: up to {timeSaving}% less time and up to {costSaving}% lower cost.",
        },
        {
          title: "Autonomous agents",
          text: "AI agents that run whole processes: they research, draft, update your systems and report back.",
        },
      ],
      info: "Request information",
      schedule: "Book a consultation",
    },
    closing: {
      title: "Book a free demo",
      text: "In {demoMinutes} minutes we show you what AI can do for your business. No commitment.",
      button: "Book a demo",
    },
  },
  aiAgents: {
    products: {
      eyebrow: "Solutions",
      title: "Four ways to serve customers with AI on your website",
      items: [
        {
          title: "Lead-capture chatbot",
          text: "Talks to every visitor, qualifies their interest and saves their details in your CRM.",
          bullets: ["Qualifying questions", "Leads sent by e-mail or to your CRM"],
        },
        {
          title: "Web widget",
          text: "A branded chat button on any site: WordPress, Shopify, Wix or custom-built.",
          bullets: ["One line of code to install", "Your brand's colours and messages"],
        },
        {
          title: "Videobot",
          text: "An interactive video with your presenter that guides the visitor step by step.",
          bullets: ["Answers in video", "More time on your site"],
        },
        {
          title: "Informative page + agent",
          text: "A page for your product or service with an AI agent that answers and books appointments.",
          bullets: ["Ready for campaigns", "Built-in booking"],
        },
      ],
    },
    delivery: {
      eyebrow: "Delivery",
      title: "From idea to your agent in production",
      items: [
        { title: "Basic chatbot", text: "Ready in {basicMin} to {basicMax} weeks." },
        {
          title: "Complex project",
          text: "With custom integrations, {complexMin} to {complexMax} weeks.",
        },
        { title: "Support included", text: "At least {supportDays} days of support after launch." },
      ],
    },
    quote: "Request a quote",
    pricing: "See pricing",
  },
  content: {
    items: {
      eyebrow: "Services",
      title: "Your brand, everywhere",
      list: [
        {
          title: "Avatar cloning",
          text: "We record a short session with you and create a digital avatar that presents your videos.",
          bullets: ["Videos in several languages", "No re-shoots"],
        },
        {
          title: "Voice cloning",
          text: "Your cloned voice for narrations, ads, courses and personalised messages.",
          bullets: ["Natural intonation", "Spanish and English"],
        },
        {
          title: "Social-media automation",
          text: "We plan, generate and publish your content on your social networks automatically.",
          bullets: ["Publishing calendar", "Reach metrics"],
        },
      ],
    },
    disclaimer: {
      title: "Responsible use of cloning",
      text: "We only clone a person's avatar or voice with their express authorisation. The client is responsible for how the generated content is used and for holding the rights to the image and voice used.",
      link: "Read the terms and conditions",
    },
  },
  aiDevelopment: {
    cards: {
      eyebrow: "What we build",
      title: "Three kinds of project, one method",
      items: [
        {
          title: "Web applications",
          text: "Portals, dashboards, shops and internal systems, fast and secure.",
          bullets: ["Responsive design", "Integration with your systems"],
        },
        {
          title: "Mobile applications",
          text: "iOS and Android apps with the experience your users expect.",
          bullets: ["Published to the stores", "Notifications and payments"],
        },
        {
          title: "Autonomous agents",
          text: "AI agents that carry out tasks end to end inside your processes.",
          bullets: ["Connected to your data", "Human oversight"],
        },
      ],
    },
    claims: {
      title: "Faster and at a lower cost",
      time: "less development time",
      cost: "lower cost",
      traditional: "Traditional development",
      ai: "AI-assisted development",
      upTo: "up to",
    },
    schedule: "Book a consultation",
    more: "See how we work",
  },
  apps: {
    items: {
      eyebrow: "Applications",
      title: "What we build for you",
      list: [
        {
          title: "Custom web apps",
          text: "Management systems, customer portals and online shops.",
        },
        { title: "Mobile apps", text: "iOS and Android applications, published to the stores." },
        {
          title: "Built-in AI",
          text: "Chat, recommendations, smart search and automation inside your app.",
        },
        {
          title: "Integrations",
          text: "Connections to your CRM, ERP, payment gateways and our {platform} platform.",
        },
      ],
    },
    process: {
      eyebrow: "Process",
      title: "How we work",
      steps: {
        evaluation: "Evaluation",
        design: "Design",
        implementation: "Implementation",
        training: "Training",
        monitoring: "Monitoring",
      },
      // Each step's duration in words, from business.ts (processSteps) on the server.
      durations: {
        evaluation: "{stepEvaluation}",
        design: "{stepDesign}",
        implementation: "{stepImplementation}",
        training: "{stepTraining}",
        monitoring: "Ongoing",
      },
      support: "Includes at least {supportDays} days of support after launch.",
    },
    schedule: "Book a consultation",
    iacoding: "Discover AI development",
  },
  contactCenter: {
    channels: {
      eyebrow: "Channels",
      title: "Human service on every channel",
      list: [
        {
          title: "Telephone",
          text: "Inbound and outbound calls with agents trained on your brand.",
        },
        {
          title: "Live chat",
          text: "Agents on your website and social media, backed by our multichannel platform.",
        },
        { title: "24/7", text: "Cover by day, by night, at weekends and on holidays." },
        { title: "E-mail", text: "Clear, timely answers with follow-up on every case." },
      ],
    },
    services: {
      eyebrow: "Services",
      title: "What we do for your customers",
      list: [
        {
          title: "Customer service",
          text: "We handle questions, orders and complaints under your policies.",
        },
        { title: "Telemarketing", text: "Sales campaigns and lead follow-up." },
        { title: "Collections", text: "Friendly, effective debt collection, with reports." },
        {
          title: "Market research",
          text: "Telephone surveys and studies to get to know your market.",
        },
      ],
    },
    contact: "Contact us",
    closing: {
      title: "Tell us how you serve your customers today",
      text: "We propose a team built around your hours, your channels and your volume.",
    },
  },
  closing: {
    title: "Ready to start?",
    text: "Book a free call and we design the solution for your business together.",
    contact: "Contact us",
  },
};
