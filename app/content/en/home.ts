import type { HomeContent } from "../es/home.ts";

/** Home page texts in English: the same shape as the Spanish ones (see ../es/home.ts). */
export const homeEn: HomeContent = {
  hero: {
    eyebrow: "Artificial intelligence for business",
    highlight: "Artificial Intelligence",
    phrases: [
      "Chatbots that sell while you sleep",
      "24/7 service on every channel",
      "Automation that gives you hours back",
      "Content with your avatar and your voice",
      "Custom software, built with AI",
    ],
    secondary: "See services",
    pause: "Pause animation",
    play: "Resume animation",
    trust: [
      "24/7 customer service",
      "{channelCount} channels in one inbox",
      "Free {demoMinutes}-minute demo",
    ],
  },
  welcome: {
    title: "Welcome to {company}",
    text: "See in a free demo how artificial intelligence can serve your customers, sell and automate your business.",
    points: [
      "{demoMinutes}-minute video call with a specialist",
      "Real cases applied to your industry",
      "Free and with no commitment",
    ],
    demo: "Book a Free Demo",
    later: "Not now, explore the site",
    thanksTitle: "Thank you for your interest!",
    thanksText: "We opened the booking page in a new tab. Pick the day and time that suit you.",
  },
  services: {
    eyebrow: "What we do",
    title: "AI solutions for every part of your business",
    subtitle:
      "From a customer's first message to the software that runs your operation: one team for all of it.",
    more: "Learn more",
    items: [
      {
        route: "aiAgents",
        title: "Chatbots and AI agents",
        text: "Agents trained on your business information that answer, qualify and capture leads on your website.",
      },
      {
        route: "novachannel",
        title: "{platform} multichannel platform",
        text: "WhatsApp, Instagram, Facebook, Telegram, Web and SMS in one inbox, with a 24/7 AI agent.",
      },
      {
        route: "content",
        title: "Avatar and voice cloning",
        text: "Videos and messages with your image and your voice, produced at scale and always with your consent.",
      },
      {
        route: "content",
        title: "Social-media automation",
        text: "Publish and reply on your social networks automatically, with a content calendar that never stops.",
      },
      {
        route: "aiDevelopment",
        title: "AI-assisted software development",
        text: "Web and mobile apps and autonomous agents with up to {timeSaving}% less development time.",
      },
      {
        route: "apps",
        title: "Custom applications",
        text: "We design and build the app your operation needs, with AI built in from day one.",
      },
      {
        route: "contactCenter",
        title: "Human contact center",
        text: "Human agents on phone, live chat and e-mail, 24/7: customer service, telesales and collections.",
      },
    ],
  },
  ourServices: {
    eyebrow: "Our Services",
    title: "Three ways to put AI to work",
    subtitle: "Choose where to start; we grow with you when you are ready for the next step.",
    more: "Learn more",
    items: [
      {
        route: "aiAgents",
        title: "Virtual assistants",
        text: "An assistant that knows your products, answers instantly and books appointments with no human in the loop.",
        points: [
          "Answers in seconds, 24/7",
          "Lead capture and qualification",
          "Hand-off to a human agent",
        ],
      },
      {
        route: "novachannel",
        title: "Process automation",
        text: "Automated flows that connect your channels, your CRM and your team, so nothing goes unanswered.",
        points: ["No-code flows", "Webhooks and API", "Reports on every conversation"],
      },
      {
        route: "apps",
        title: "Application development",
        text: "Custom web and mobile software, built with AI in a fraction of the usual time.",
        points: [
          "Up to {timeSaving}% less time",
          "Up to {costSaving}% lower cost",
          "{supportDays} days of support after launch",
        ],
      },
    ],
  },
  solutions: {
    eyebrow: "Solutions",
    title: "Explore our solutions",
    subtitle: "Each solution adapts to your industry, your channels and the way you sell.",
    label: "Solutions",
    tabs: [
      {
        route: "aiAgents",
        tab: "Chatbots and assistants",
        title: "Chatbots and virtual assistants",
        text: "Turn your website visitors into customers with an agent that talks like your best salesperson.",
        points: [
          "Lead-capture chatbot and web widget",
          "Videobot with a face and a voice",
          "Trained on your documents and prices",
        ],
        cta: "See AI agents",
      },
      {
        route: "novachannel",
        tab: "Multichannel platform",
        title: "{platform}: all your channels in one inbox",
        text: "Your team and your AI agent handle {channelList} from one place.",
        points: [
          "Omnichannel live chat",
          "An AI agent on duty 24 hours a day",
          "Free {trialDays}-day trial",
        ],
        cta: "Discover {platform}",
      },
      {
        route: "content",
        tab: "Content",
        title: "AI content for your brand",
        text: "We clone your avatar and your voice so you can produce videos and messages without recording again.",
        points: ["Avatar cloning", "Voice cloning", "Social-media automation"],
        cta: "See AI content",
      },
      {
        route: "iacoding",
        tab: "AI development",
        title: "AI-assisted software development",
        text: "Web and mobile apps for ${aiDevMin} to ${aiDevMax} instead of ${tradMin} to ${tradMax}.",
        points: [
          "Up to {timeSaving}% less time",
          "Up to {costSaving}% lower cost",
          "Custom autonomous agents",
        ],
        cta: "See AI development",
      },
    ],
  },
  process: {
    eyebrow: "How it works",
    title: "From the first call to results",
    subtitle: "A clear process, with timelines you know from day one.",
    stepLabel: "Step {n}",
    steps: [
      {
        title: "Initial consultation",
        text: "We get to know your business, your channels and your goals, and find where AI adds the most value.",
      },
      {
        title: "Personalization",
        text: "We design the agent and its flows with your tone, your products and your frequent questions.",
      },
      {
        title: "Implementation",
        text: "We connect it to your channels, test it with you and train your team.",
      },
      {
        title: "Results",
        text: "We measure every conversation and improve the agent month after month, with ongoing support.",
      },
    ],
    duration: {
      days: "{min}–{max} days",
      weeks: "{min}–{max} weeks",
      oneDay: "1 day",
      oneWeek: "1 week",
      ongoing: "Ongoing",
    },
  },
  benefits: {
    eyebrow: "Benefits",
    title: "Why businesses choose {company}",
    subtitle: "Measurable results without complicating your operation.",
    items: [
      {
        title: "Available 24/7",
        text: "Your customers get an answer at any hour, weekends and holidays included.",
      },
      {
        title: "More sales",
        text: "Every conversation becomes an opportunity: the agent qualifies and books for you.",
      },
      {
        title: "Lower costs",
        text: "Automate repetitive questions and leave your team what really matters.",
      },
      {
        title: "All your channels",
        text: "WhatsApp, social media, web and SMS with the same quality of service.",
      },
      {
        title: "Fast implementation",
        text: "A basic chatbot is ready in {basicMin}–{basicMax} weeks, not months.",
      },
      {
        title: "Real support",
        text: "A team that stays with you for at least {supportDays} days after launch.",
      },
    ],
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What our clients say",
    subtitle: "Latin American businesses that already sell and serve with AI.",
    rating: "{rating} out of 5 stars",
    items: [
      {
        name: "Mariana Solís",
        role: "Sales Manager, Sonrisa Dental Clinic",
        text: "Since the assistant started answering WhatsApp and the website, our conversions rose {conversionRise}%. We no longer lose patients after hours.",
        image: "/images/home/testimonial-mariana.svg",
        rating: 5,
      },
      {
        name: "Andrés Quesada",
        role: "Operations Director, Logística Central",
        text: "We automated order follow-up and cut operating time by {operatingTimeCut}%. The team now focuses on the hard cases.",
        image: "/images/home/testimonial-andres.svg",
        rating: 5,
      },
      {
        name: "Lucía Herrera",
        role: "Founder, Casa Herrera Boutique",
        text: "With my cloned avatar and voice I publish videos every week without recording. My customers feel I'm talking to them, and I am.",
        image: "/images/home/testimonial-lucia.svg",
        rating: 5,
      },
    ],
  },
  faq: {
    eyebrow: "FAQ",
    title: "Your questions, answered",
    subtitle: "What people ask us most before getting started.",
    items: [
      {
        question: "What is an AI agent, and how is it different from a traditional chatbot?",
        answer:
          "A traditional chatbot follows a fixed menu. An AI agent understands what your customer writes, answers with your business information and can book, quote or hand the conversation to a person.",
      },
      {
        question: "How long does implementation take?",
        answer:
          "A basic chatbot is ready in {basicMin}–{basicMax} weeks; a complex project with custom integrations takes {complexMin} to {complexMax} weeks.",
      },
      {
        question: "Which channels can it serve?",
        answer:
          "{channelList}. Every conversation lands in one inbox in {platform}, where your team can step in whenever it wants.",
      },
      {
        question: "Do I need technical knowledge?",
        answer:
          "No. We set up, train and connect the agent. Your team gets training and support for at least {supportDays} days after launch.",
      },
      {
        question: "How much does it cost?",
        answer:
          "{platform} plans start at {starterPrice} USD a month, with a free {trialDays}-day trial. Custom projects are quoted after the demo.",
      },
      {
        question: "Are my data and my customers' data safe?",
        answer:
          "Yes. We use your information only to train your agent and never sell it to third parties; the terms and conditions set out our privacy policy. The service also guarantees {uptimePct}% monthly uptime.",
      },
    ],
  },
  closing: {
    title: "Ready to accelerate your business?",
    text: "Book a free {demoMinutes}-minute demo and discover what AI can do for your sales and your customer service.",
    secondary: "Talk to an advisor",
  },
};
