import type { DataLabels } from "../long-form.ts";
import type { KnowledgeContent } from "../es/knowledge.ts";
import { planRowsEn } from "./plan-rows.ts";

/** English labels of the tables and lists built from business.ts (see es/knowledge.ts). */
export const dataLabelsEn: DataLabels = {
  units: {
    days: { one: "day", other: "days" },
    weeks: { one: "week", other: "weeks" },
    hours: { one: "hour", other: "hours" },
  },
  weekdays: { "Mo-Fr": "Monday to Friday" },
  ongoing: "Ongoing",
  notAvailable: "N/A",
  free: "Free",
  plans: {
    caption: "Plan comparison (USD per month)",
    names: { diamante: "Diamante", elite: "Elite", starter: "Starter", demo: "Demo" },
    head: { feature: "Feature" },
    rows: { monthly: "Monthly price", annual: "Price per month, billed annually" },
    planRows: planRowsEn,
  },
  steps: {
    caption: "Implementation stages and their usual length",
    head: { step: "Stage", duration: "Duration", what: "What we do" },
    names: {
      evaluation: "Evaluation",
      design: "Design",
      implementation: "Implementation",
      training: "Training",
      monitoring: "Monitoring",
    },
    what: {
      evaluation:
        "We review your channels, your conversation volume and your goals, and agree on the scope.",
      design:
        "We design the flows, the AI agent's tone, the hand-over rules to humans and the integrations.",
      implementation:
        "We set up the channels, train the agent on your information, connect integrations and test everything with you.",
      training: "We train your agents and admins and leave usage guides for your team.",
      monitoring:
        "We measure results, fine-tune answers and flows, and propose improvements regularly.",
    },
  },
  incidents: {
    caption: "Incident response times (business hours)",
    head: { priority: "Priority", example: "Examples", target: "Commitment" },
    rows: {
      high: {
        name: "High",
        example: "The platform or a channel is down and your customers cannot be served.",
        target: "Resolved within {highHours} business hours",
      },
      medium: {
        name: "Medium",
        example: "A feature fails or is degraded, but there is a workaround to keep operating.",
        target: "Resolved within {mediumHours} business hours",
      },
      low: {
        name: "Low",
        example: "How-to questions, minor adjustments, feature or information requests.",
        target: "Answered within {lowHours} business hours at most",
      },
    },
  },
  contacts: {
    email: "E-mail",
    phone: "Phone and WhatsApp",
    offices: "Offices",
    hours: "Office hours",
    hoursValue: "{contactDays}, {contactOpens} to {contactCloses}",
    social: "Social media",
  },
};

/** What a project needs from the client's team (the implementation section; the assistant says it too). */
export const teamNeedsEn = [
  "One project owner who can make decisions.",
  "Your business information: common questions, catalogue, prices, policies and opening hours.",
  "Access to your channels (WhatsApp Business account, Facebook and Instagram pages, website).",
  "Time from your team to validate the flows and attend the training.",
] as const;

export const knowledgeEn: KnowledgeContent = {
  intro:
    "Clear guides to {platform}, AI content generation and AI development, our plans, how we implement and how we support you.",
  toc: { label: "On this page", toggle: "Topics in this guide" },
  outro:
    "Didn't find what you were looking for? Write to {email} or book a free {demoMinutes}-minute demo and we'll answer your questions live.",
  sections: [
    {
      id: "platform-features",
      heading: "{platform} platform features",
      blocks: [
        {
          type: "p",
          text: "{platform} brings all your customers' conversations into one inbox and answers them with an AI agent that is available around the clock, backed by your human team whenever needed. It is built for companies that receive enquiries on several channels and want to answer fast without growing their headcount.",
        },
      ],
      subsections: [
        {
          id: "channels",
          heading: "Connected channels",
          blocks: [
            {
              type: "p",
              text: "Connect {channels}. Every message lands in the same inbox with the customer's full history, whichever channel they wrote on, and your team replies from one place.",
            },
          ],
        },
        {
          id: "ai-agent",
          heading: "AI agent and automated flows",
          blocks: [
            {
              type: "ul",
              items: [
                "An AI agent trained on your business information answers common questions, recommends products and resolves enquiries day and night.",
                "Automated flows (bots) qualify leads, collect details, book appointments and send reminders without human intervention.",
                "Forms and content blocks are unlimited on every plan.",
                "When a conversation needs it, the agent hands it over to someone on your team with the full context.",
              ],
            },
          ],
        },
        {
          id: "live-chat",
          heading: "Omnichannel live chat and teamwork",
          blocks: [
            {
              type: "p",
              text: "Omnichannel live chat is included on every plan. Your agents see each conversation with its history, assign it to each other, leave internal notes and tag contacts. Admin users manage channels, flows, permissions and reports. The number of agents, admins and days of history depends on the plan (see the plans section).",
            },
          ],
        },
        {
          id: "integrations",
          heading: "Integrations, webhooks and API",
          blocks: [
            {
              type: "p",
              text: "Webhooks and the API are included on every plan. Use them to connect {platform} to your CRM, online store, booking system or ERP, so you can look up orders, create leads or update records from the conversation.",
            },
          ],
        },
        {
          id: "free-trial",
          heading: "Free trial",
          blocks: [
            {
              type: "note",
              text: "You can try {platform} free for {trialDays} days. Sign up on the platform's page; there is nothing to install.",
            },
            {
              type: "routeLinks",
              items: [{ label: "Discover {platform}", to: "novachannel" }],
            },
          ],
        },
      ],
    },
    {
      id: "content-generation",
      heading: "AI content generation",
      blocks: [
        {
          type: "p",
          text: "We produce videos, audio and posts with your image and voice cloned by artificial intelligence, so your brand publishes consistently without recording every piece.",
        },
      ],
      subsections: [
        {
          id: "avatar-cloning",
          heading: "Avatar cloning",
          blocks: [
            {
              type: "p",
              text: "From a good-quality video recording we create a digital avatar that speaks and gestures like you. Use it for introduction videos, tutorials, ads and personalised messages in several languages.",
            },
            {
              type: "ul",
              items: [
                "Record in good light, against a neutral background and without background noise, looking at the camera.",
                "Speak naturally and pause briefly between sentences.",
                "Avoid accessories that cover your face and sudden changes of position.",
              ],
            },
          ],
        },
        {
          id: "voice-cloning",
          heading: "Voice cloning",
          blocks: [
            {
              type: "p",
              text: "From clean audio samples we create a synthetic voice that sounds like yours. Use it to narrate videos, answer calls, produce podcasts and give your AI agent a voice.",
            },
          ],
        },
        {
          id: "social-automation",
          heading: "Social-media automation",
          blocks: [
            {
              type: "p",
              text: "We plan a content calendar, generate the pieces with AI, submit them for your approval and publish them automatically on your social networks. You decide what goes out; we take care of the rest.",
            },
          ],
        },
        {
          id: "consent",
          heading: "Consent and responsible use",
          blocks: [
            {
              type: "note",
              text: "We only clone the image or voice of people who have given their express written consent, and we do not produce misleading content or impersonations. The full conditions are in our terms.",
            },
            {
              type: "routeLinks",
              items: [
                { label: "Avatars and voice cloning", to: "terms", hash: "avatar-voice" },
                { label: "AI content service", to: "content" },
              ],
            },
          ],
        },
      ],
    },
    {
      id: "ai-development",
      heading: "AI software development",
      blocks: [
        {
          type: "p",
          text: "We build web applications, mobile apps and autonomous agents with AI-assisted development tools. That saves you up to {aiDevTimeSavingPct} % in time and up to {aiDevCostSavingPct} % in cost compared with traditional development.",
        },
        {
          type: "ul",
          items: [
            "Web applications: customer portals, internal dashboards, online stores and custom systems.",
            "Mobile apps for iOS and Android, with AI built in from day one.",
            "Autonomous agents that carry out tasks end to end: they research, draft, update systems and report back.",
          ],
        },
        {
          type: "p",
          text: "As a reference, a project that costs {traditionalDevRange} with traditional development usually lands at {aiDevRange} with our approach. Every project is quoted on its scope, after a free evaluation meeting.",
        },
      ],
      subsections: [
        {
          id: "chatbot-delivery",
          heading: "Chatbot delivery times",
          blocks: [
            {
              type: "ul",
              items: [
                "Basic chatbot (common questions, lead capture, one channel): {basicChatbot}.",
                "Complex chatbot (several channels, integrations, business logic): {complexChatbot}.",
                "After launch we stay with you with support for at least {supportAfterLaunchDays} days.",
              ],
            },
            {
              type: "routeLinks",
              items: [{ label: "AI development", to: "aiDevelopment" }],
            },
          ],
        },
      ],
    },
    {
      id: "plans",
      heading: "Platform plans",
      blocks: [
        {
          type: "p",
          text: "{platform} comes in the {planNames} plans. The most affordable costs {cheapestMonthly} {currency} a month and the most complete serves up to {maxUsers} active users a month.",
        },
        { type: "data", source: "plans" },
        {
          type: "ul",
          items: [
            "With annual billing you save {annualDiscountPct} % and installation is free.",
            "Without an annual plan, installation is a one-time {installationFee} {currency} fee, only if you need our help to implement.",
            "Setting up and creating each automated flow costs {perFlowFee} {currency} per flow, free on the annual plan.",
            "Prices are in US dollars and exclude taxes and third-party AI API costs. If you need to be invoiced in your local currency, contact us.",
            "You can change plans at any time: the change applies from the next billing cycle, prorated.",
            "We accept major credit cards and bank transfer; companies in Costa Rica also have local payment options.",
          ],
        },
        {
          type: "routeLinks",
          items: [{ label: "See pricing and compare plans", to: "pricing" }],
        },
      ],
    },
    {
      id: "implementation",
      heading: "Implementation process",
      blocks: [
        {
          type: "p",
          text: "Every implementation follows the same stages. The times are a guide: they depend on the project's complexity and on how quickly we receive the information and access we need.",
        },
        { type: "data", source: "steps" },
      ],
      subsections: [
        {
          id: "what-we-need",
          heading: "What we need from your team",
          blocks: [
            {
              type: "ul",
              items: [...teamNeedsEn],
            },
          ],
        },
        {
          id: "after-launch",
          heading: "After launch",
          blocks: [
            {
              type: "p",
              text: "Every launch comes with support for at least {supportAfterLaunchDays} days. From then on we keep measuring conversations, response times and conversions, and propose improvements so the agent keeps getting better.",
            },
          ],
        },
      ],
    },
    {
      id: "technical-support",
      heading: "Technical support",
      blocks: [
        {
          type: "p",
          text: "Our service level agreement (SLA) commits to {uptimePct} % monthly platform uptime, plus response times according to each incident's priority.",
        },
      ],
      subsections: [
        {
          id: "support-hours",
          heading: "Support hours and channels",
          blocks: [
            {
              type: "p",
              text: "E-mail support is available {supportWeekdays}, {supportOpens} to {supportCloses} ({supportCity} time). Write to {email} from the address registered on your account.",
            },
            { type: "data", source: "contacts" },
          ],
        },
        {
          id: "response-times",
          heading: "Response times by priority",
          blocks: [
            { type: "data", source: "incidents" },
            {
              type: "p",
              text: "Times are counted in business hours from when we receive a complete report. We set the priority by the impact on your operation and confirm it in our first reply.",
            },
          ],
        },
        {
          id: "support-level",
          heading: "Support level by plan",
          blocks: [
            {
              type: "p",
              text: "The {prioritySupportPlans} plans include priority support: their cases are handled first in the queue. The {standardSupportPlans} plans include standard support, with the same time commitments.",
            },
          ],
        },
        {
          id: "report-incident",
          heading: "How to report an incident",
          blocks: [
            {
              type: "ol",
              items: [
                "Write from the e-mail address registered on your account and give your company's name.",
                "Describe what happens, since when, and which channel or feature is affected.",
                "Attach screenshots, links or example conversation references.",
                "Tell us how many customers or agents are affected, so we set the right priority.",
              ],
            },
            {
              type: "routeLinks",
              items: [
                { label: "Full service level agreement", to: "terms", hash: "sla" },
                { label: "Refund policy", to: "refund" },
              ],
            },
          ],
        },
      ],
    },
  ],
  data: dataLabelsEn,
};
