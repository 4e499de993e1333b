import { teamNeedsEn } from "../../en/knowledge.ts";
import { planRowsEn } from "../../en/plan-rows.ts";
import type { AssistantReplies } from "../es/replies.ts";

/** The sales assistant's wording in English; see ../es/replies.ts. */
export const repliesEn: AssistantReplies = {
  rows: {
    users: "{n} active users a month",
    flows: "{n} bots or automated flows",
    agents: "{n} live chat agents",
    agentOne: "{n} live chat agent",
    agentsNone: "no live chat agents",
    admins: "{n} admin users",
    adminOne: "{n} admin user",
    adminsNone: "no admin users",
    history: "{n} days of chat history",
    onboarding: "{n} hour of implementation onboarding",
    onboardingNone: "no implementation onboarding",
    supportPriority: "priority technical support",
    supportStandard: "standard technical support",
    included: "unlimited forms and blocks, omnichannel live chat, webhooks and API",
  },
  /** The plan rows' names, as every plan comparison labels them (app/content/plan-table.ts). */
  rowNames: planRowsEn.labels,
  notAvailable: "not available",
  days: "{n} days",
  hour: "{n} hour",
  week: "{n} week",
  weeks: "{n} weeks",
  priority: "priority",
  standard: "standard",
  and: "and",
  price: {
    one: "The {plan} plan is {monthly} a month, or {annual} a month billed annually ({pct} off).",
    free: "The Demo plan is free, for trying the platform: {rows}.",
    annual:
      "Billed annually, the {plan} plan comes to {annual} a month (instead of {monthly}, {pct} off) and installation is free.",
    all: "{platform} plans, per month: {list}. The Demo plan is free. Billed annually you pay {pct} less.",
    allAnnual:
      "Billed annually ({pct} off, free installation), per month: {list}. The Demo plan stays free.",
    item: "{plan} {amount}",
    taxes: "Prices in USD, before taxes.",
  },
  planRowsSame: "They're the same on that: {a} and {b} include {value} each.",
  planRow: "The {plan} plan includes {value}.",
  /** One row the plan does not have: "The Starter plan doesn't include implementation onboarding." */
  planRowNone: "The {plan} plan doesn't include {row}.",
  planCard: "The {plan} plan ({price}) includes {rows}.",
  rowAll: "{row} per plan: {list}.",
  rowSamePaid: "Every paid plan has the same: {value}.",
  /** Moving down a plan ("what do I lose?"): the new plan's figures, then the old. */
  downgrade: "On {to} you'd have {rows}, instead of {was} on {from}.",
  compare: {
    intro: "{a} compared with {b}:",
    diff: "{row}: {a} {va}, {b} {vb}",
    price: "price: {a} {va}, {b} {vb} a month",
    same: "Everything else is the same: {same}.",
    rowsOf: "{a}: {va}; {b}: {vb}.",
    allSame: "the same {same}.",
    extras: "Compared with {a}, {b} gives you more: {items}. The same on both: {same}.",
    bothSame: "No difference there: {a} and {b} both have {v}.",
  },
  /** A plan name we do not have ("premium", "pro", "básico"): said, then our plans. */
  planUnknown: "We don't have a plan called {name}.",
  /** A figure the visitor repeats back wrong ("so elite is 50 right?"). */
  notQuite: "Not quite:",
  recommend: {
    fitsFree:
      "Yes: the {plan} plan is free and covers it: {reason}. If you grow, Starter is {starter} a month.",
    fits: "I'd go with the {plan} plan ({monthly} a month): {reason}.",
    reasonItem: "it covers {need} ({limit})",
    cheaper: "It's the most affordable plan that covers what you need.",
    enoughYes: "Yes, the {plan} plan is enough: {reason}.",
    enoughNo: "The {plan} plan falls short ({limits}).",
    /** Something free asked for with needs the free plan does not cover. */
    freeShort:
      "Free, there's the {plan} plan, which doesn't cover that ({limits}), and the {days}-day free trial.",
    custom:
      "What you need ({needs}) goes beyond our largest plan, {plan} ({limits}). For that we build custom plans, quoted per case (their price is not something we publish): a specialist puts it together with you in the demo.",
    needs: {
      agents: "{n} agents",
      users: "{n} active users a month",
      admins: "{n} admins",
      flows: "{n} flows",
    },
    needsOne: {
      agents: "{n} agent",
      users: "{n} active user a month",
      admins: "{n} admin",
      flows: "{n} flow",
    },
    ask: "To recommend the right plan: how many people would answer chats, and roughly how many conversations do you handle a month?",
    askVolume: "Roughly how many conversations or customers do you handle a month?",
    /** "and if we double next year?": the plan for the needs times two, said without new figures. */
    scaledFits:
      "At {times} that, I'd go with the {plan} plan ({monthly} a month): it has {limits}.",
    scaledCustom:
      "At {times} that, you'd go beyond our largest plan, {plan} ({limits}). For that we build custom plans, quoted per case (their price is not something we publish): a specialist puts it together with you in the demo.",
    times: { 2: "twice", 3: "three times" },
    /** "which plan do you recommend?" with no needs yet: before the question that finds them. */
    pick: "Happy to help you pick one.",
    askTeam: "How many people would answer the chats?",
    industry:
      "We work with businesses like yours: {platform} brings {channels} into one inbox, with an AI agent answering 24/7.",
    nightsToo: "And after hours, at night or on weekends, the AI agent answers on its own, 24/7.",
    channelsFit: "Every plan includes {channels}.",
  },
  annualInfo:
    "Billed annually, the monthly price drops {pct} and installation is free (you save {install}), as is the setup of each flow. If you would rather not commit, you can pay month to month and start with the {days}-day free trial.",
  fees: "Installation is a one-time {install}, only if you need help with implementation; setting up each automated flow is {perFlow} per flow. On the annual plan, both are free.",
  trial: "Yes: {platform} has a {days}-day free trial. Sign up here: {url}",
  trialLength: "The {platform} free trial lasts {days} days. Sign up here: {url}",
  /** "once the 14 days are up, what then?": no obligation to buy. */
  trialEnd:
    "The {days}-day free trial carries no obligation to buy: when it ends, you pick a paid plan only if you want to carry on, and there is also the free Demo plan. What exactly happens to the trial account is not something we publish; a specialist can confirm it in the demo.",
  trialSignUp: "For the {days}-day free trial you only need to sign up on the web: {url}",
  channelCount: "{channelTotal} channels in all: {channels}, in one inbox and on every plan.",
  /** "could it answer on Instagram and Facebook?": yes, those, then every channel. */
  /** "so all of that on the cheapest paid plan?": every channel on every plan. */
  channelsOnPlan:
    "Yes: {plan} has them all. {platform} handles {channels} in one inbox on every plan.",
  channelsYes:
    "Yes: {named} are included, all in one inbox with the other channels, on every plan.",
  channels:
    "{platform} handles {channels} in one omnichannel inbox (one place for every channel), on every plan.",
  channelYes: "Yes, {channel} is included: {platform} handles {channels} in one inbox.",
  channelYesToo: "Yes, {channel} is included too: {platform} handles {channels} in one inbox.",
  webWidget:
    "The branded web chat widget installs in minutes with one line of code on any site: WordPress, Shopify, Wix or custom-built.",
  languages:
    "This site and this assistant work in Spanish and English. Whether the team or the agent can serve in another language is not something we publish, so I can't confirm it; a specialist can clear it up in the demo.",
  /** "do u do email as a channel?": not a NovaChannel channel; the contact center handles it. */
  emailChannel:
    "E-mail isn't one of NovaChannel's channels ({channels}); where we do handle e-mail is the contact center, with human agents 24/7 on phone, live chat and e-mail.",
  channelUnknown:
    "An integration with {channel} is not something we publish. The included channels are {channels}, and every plan has webhooks and API; a specialist can confirm it in the demo.",
  integrations: "Every plan includes webhooks and API to connect your systems, plus {channels}.",
  /** "can it connect to that later?": yes, through what every plan includes. */
  integrationsYes:
    "Yes, it can: every plan includes webhooks and API to connect your systems, plus {channels}.",
  integrationNamed:
    "A native {tool} integration is not something we publish. What every plan does include is webhooks and API to connect it; a specialist can confirm how in the demo.",
  unknown:
    "I don't have that information, and I'd rather not make it up. What I can tell you: every plan includes webhooks and API, and {channels}. A specialist can confirm it in the demo.",
  /** A fact we lack, asked by a customer: a person of the team, not the demo. */
  unknownCustomer:
    "I don't have that information, and I'd rather not make it up. A person from our team can look into it with you: WhatsApp {whatsapp} or {email}.",
  unknownShort: "I don't have that information, and I'd rather not make it up.",
  compliance:
    "Certifications such as {standard} are not something we publish, so I can't confirm them. A specialist can answer in detail in the demo or by e-mail at {email}.",
  dataPlace:
    "Where the data is hosted (country or data center) and how often backups are taken are not something we publish, so I can't confirm it. A specialist can answer in the demo or by e-mail at {email}.",
  complianceGeneric: "GDPR, HIPAA, SOC 2 or ISO",
  moreCustom: "Need more? We also build custom plans.",
  existingCustomer:
    "Thanks for being with us! How can I help today? If it's about your account, a person from our team can look at it: WhatsApp {whatsapp} or {email}.",
  about:
    "I'm {assistant}, {company}'s AI sales assistant. I can help with plans, prices, channels and services, and book you a free demo.",
  aboutPerson:
    "If you'd rather talk to a person: WhatsApp {whatsapp}, phone {phone} or e-mail {email}, Monday to Friday, {opens} to {closes}.",
  services:
    "We build AI agents for websites (chatbots, videobots), the {platform} multichannel platform, a contact center with human agents, AI content and AI software development. What interests you most?",
  delivery:
    "A basic chatbot is ready in {basic} weeks and a complex one in {complex} weeks; after launch we support you for at least {support} days.",
  support:
    "E-mail support ({email}) Monday to Friday, {supportOpens} to {supportCloses} ({city} time). Diamond and Elite have priority support; Starter and Demo, standard.",
  supportWhen:
    "E-mail support ({email}) answers Monday to Friday, {supportOpens} to {supportCloses} ({city} time); outside those hours, the next business day.",
  supportPlan: "The {plan} plan has {level} technical support.",
  hours: "We're open Monday to Friday, {opens} to {closes}, {headOffice} time.",
  stillOpen:
    "I'm the AI assistant and I answer around the clock: ask me anything, and a person picks up what I can't during those hours.",
  /** "is that SA time?": the hours' own zone, and the booking page in the visitor's. */
  hoursZone:
    "Those hours ({opens} to {closes}) are {headOffice} time. The free demo times at {link} show in your own time zone.",
  contact:
    "WhatsApp and phone: {phone} ({whatsapp}). E-mail: {email}. Hours: Monday to Friday, {opens} to {closes}.",
  /** "then it's no good to us" after a fact we could not confirm: a person before ruling it out. */
  notAFit:
    "Understood. Before you rule it out, a specialist can answer exactly what you need confirmed: WhatsApp {whatsapp} or e-mail {email}.",
  human:
    "Of course, a person from our team can help: WhatsApp {whatsapp}, phone {phone} or e-mail {email}, Monday to Friday, {opens} to {closes}.",
  offices:
    "We have offices in {offices}. We serve companies in Latin America, the Caribbean, Europe and the United States.",
  officeNotThere:
    "We don't have an office in {place}: we're in {offices}, and we work remotely with companies in Latin America, the Caribbean, Europe and the United States.",
  /** Moving down a plan: how a change works, without the custom plans above the top one. */
  planChangeDown:
    "You can change plans whenever you like; the change applies from the next billing cycle, prorated.",
  planChange:
    "You can change plans whenever you like; the change applies from the next billing cycle, prorated. And if you outgrow Diamond, we build custom plans.",
  results:
    "Our clients report up to {conversion}% more conversions and {time}% less operating time.",
  demoInfo:
    "The demo is free, with no commitment: a video call of {minutes} minutes with a specialist who shows you the platform with your use case.",
  objectionPrice:
    "I understand. To start without spending: the Demo plan is free and there's a {days}-day free trial. Paying annually saves {pct} and installation is free; Starter comes to {starterAnnual} a month.",
  /** "is this a scam? never heard of you": who we are, and how to check before paying. */
  companyLegit:
    "Fair question. We're {company}, with offices in {offices}, and you can try the platform free for {days} days before paying anything; if you'd rather, talk to a person on our team first.",
  objectionTrust:
    "Fair concern. The AI agent answers only from your own information (prices, hours, policies) and, when it doesn't know something, hands the chat to a person on your team through live chat. You can try it free for {days} days before deciding.",
  objectionComplex:
    "You won't do it alone: we guide the implementation and no coding is needed. A basic bot is live in {basic} weeks, and we support you for at least {support} days after launch.",
  /** "My niece already answers our WhatsApp": what the agent adds to the person. */
  objectionStaff:
    "That works while they're around. The AI agent answers 24/7, nights and weekends included, takes the repetitive questions off their plate, and hands the chat to them through live chat when a person is needed.",
  objectionDecision:
    "Of course, it makes sense to decide with your team. You can watch the demo together: bring your boss or partner along. And the {days}-day free trial commits you to nothing.",
  /** "I'll have a think about it", with nobody else to ask: no team invented. */
  objectionThinking:
    "Of course, take your time. The {days}-day free trial commits you to nothing, and I'm here anytime you want to pick it up again.",
  objectionCommitment:
    "Plans are billed monthly, renew until you cancel, and you can change plans whenever you like; a minimum term or notice period is not something we publish, so a specialist will confirm it in the demo or at {email}. First, a {days}-day free trial; annual billing is optional (it saves {pct}).",
  popular: "Our most popular plan is {plan} ({monthly} a month): {rows}.",
  objectionDiy:
    "You could, sure. What we add without you building it: {channels} in one inbox, live chat to hand over to a person, webhooks and API, guided implementation and at least {support} days of support after launch. Try it free for {days} days and compare.",
  ack: "Sure! I'm here if anything else comes up.",
  /** A refund asked right after a complaint: the policy is said, then a person for the case. */
  refundCase: "A person on our team can look at your case: WhatsApp {whatsapp} or {email}.",
  /** What a refund request carries ("y que papeles les mando?"), as the refund policy lists it. */
  refundDocs:
    "With the request, send: the company name and the account's e-mail, the plan and the date of the charge, a description of the problem, and the payment receipt or the statement showing the charge.",
  refundPerson:
    "If you were charged twice, write to us on WhatsApp {whatsapp} or at {email} and a person will check it.",
  complaintBilling:
    "If it's a duplicate charge, it's refunded when reported within {dupDays} calendar days.",
  complaintRenewal:
    "Subscriptions renew automatically at the end of each period until they are cancelled; cancelling stops future renewals.",
  complaintConsent:
    "Sales messages only go out with your consent; you can withdraw it at any time, and we do not sell your data.",
  aiDevPrice:
    "Each app is quoted per project. As a reference, with AI it costs {aiDevLow} to {aiDevHigh} USD, against {tradLow} to {tradHigh} USD for traditional development.",
  flowsExplain:
    "An automated flow (bot) is a conversation the system runs on its own: it qualifies prospects, takes details, books appointments and sends reminders with no human involved. Per plan: {flowsPerPlan}.",
  deliveryApp:
    "It depends on the scope: with AI we take up to {aiDevTime} % less time than traditional development, and implementation takes {implementation} weeks; a specialist gives you the exact timeline in the demo.",
  perPlan:
    "Yes: that's the monthly price for the whole {plan} plan, not per user. It includes {rows}.",
  qualifyHandoff:
    "Yes: the AI agent answers from your information, qualifies each inquiry with your questions and, when needed, hands it to a person on your team through live chat, with the whole conversation.",
  ballparkUnknown:
    "I don't have a published figure for that, not even a rough one, and I'd rather not make one up. A specialist can give you a real number for your case in the demo, or write to us on WhatsApp and a person will confirm it.",
  /** "your sales guy promised me 30% off if I go annual, can you confirm?": only the published one. */
  promisedDiscount:
    "I can't confirm a discount like that: the one we publish is the annual one ({pct} off and free installation). A person on our team can check what you were offered: WhatsApp {whatsapp} or {email}.",
  discountUnknown:
    "A discount like that is not something we publish, so I can't confirm it. What we do publish: annual billing saves {pct} and installation is free, and the Demo plan is free.",
  agentVsBot:
    "A classic chatbot follows a menu or a fixed script; our AI agent understands what each customer writes, answers from your business's information around the clock and hands the conversation to a person when needed.",
  personalAsk:
    "Ha, I'm an AI assistant, so that's not really my thing. 😊 Shall we get back to your plans?",
  /** "got anything i can forward to my boss?": the pages to share, and the demo to see it together. */
  shareAsk:
    "Sure: you can send them the plans and pricing page ({pricing}, from {starterPrice} a month) and the FAQ ({knowledge}); and if you'd like to see it together, the free demo works for both of you.",
  pdfAsk:
    "We don't publish a PDF brochure, but everything is on the site and prints or saves as a PDF from the browser: plans and prices at {pricing} (from {starterPrice} a month) and the frequent questions at {knowledge}.",
  /** "y que necesitan de nosotros?": the implementation section's list, as one sentence. */
  teamNeeds: `What we need from your team: ${teamNeedsEn.map((item) => item.charAt(0).toLowerCase() + item.slice(1, -1)).join("; ")}.`,
  /** "y la capacitacion cuanto dura?": the training stage of the process. */
  trainingTime:
    "Training your team takes {training}; it is the stage that follows the implementation. Implementation onboarding, separately: {onboardingPerPlan}.",
  /** "could the avatar speak Welsh?": several languages are published, which ones are not. */
  avatarLanguage:
    "The avatar videos come in several languages, as the services page says; whether that language is one of them is not something we publish, so I can't confirm it. A specialist can check it with you in the demo.",
  /** "can we do this in English?": yes, in that language. */
  languageSwitch:
    "Of course, happy to go on in English. What would you like to know: plans, channels or how it works?",
  /** "does the platform need installing?": nothing to install (the knowledge centre's trial section). */
  /** "can it take bookings by itself?": yes; their own calendar is checked in the demo. */
  botBooks:
    "Yes: the AI agent answers questions, qualifies leads and books appointments at any hour, and hands over to a person when needed. Connecting it to your own calendar or booking system is checked in the demo; every plan has webhooks and API.",
  /** "is there a limit on forms?": unlimited on every plan (published). */
  formsUnlimited: "Forms and blocks are unlimited on every plan.",
  noInstall:
    "There's nothing to install: you sign up on the platform's page ({url}) and the {days}-day free trial starts there. The one-time installation fee is only for our help implementing it, if you want it.",
  /** "Intercom's cheaper though, isn't it?": their prices are theirs; ours are published. */
  competitorPrice:
    "I don't know what other companies charge, and I won't compare blind. Ours is published: from {starterPrice} a month ({starterAnnual} billed annually), a free Demo plan and a {days}-day free trial, so you can compare with real numbers.",
  /** A day or time typed that is not one of the times shown: the times again. */
  pickNotShown:
    "That exact time isn't among the free ones I showed. Pick one of these (or any other at {link}) and I'll book it:",
  /** "a demo for Thursday at 10am?": the day asked, then the free times. */
  slotsFor:
    "{when}, noted: here are the next free times for the free demo ({minutes} minutes). Pick that one if it's there, or another (also at {link}); then I'll ask your name and e-mail or WhatsApp.",
  /** "y me los manda al crm o al mail?": the lead-capture chatbot's delivery, as the services page says. */
  leadsSent:
    "Yes: the lead-capture chatbot qualifies each visitor and sends you the leads by e-mail or to your CRM (every plan has webhooks and API to connect it).",
  /** A plain yes before the facts that bear it out. */
  /** "I'd like a demo but I'd rather not hand over my email": the invitation needs one; a WhatsApp reaches a person. */
  noEmailOk:
    "No problem: without an e-mail I can't send the calendar invitation, but if you leave your name and a WhatsApp number, a person from our team arranges the demo with you.",
  /** "no quiero demo ni llamadas" with nothing else asked: fine, answered here. */
  noDemoOk:
    "Of course, no demo and no calls. I'll answer whatever you need right here: plans, prices, channels or services.",
  yesShort: "Yes.",
  /** Said beside the free times when the visitor names their own zone. */
  slotsInYourZone: "The times are shown in your own time zone.",
  /** "tienen algo a las 7?": the hours demos are held in. */
  demoHours:
    "Demos run Monday to Friday, {opens} to {closes} {headOffice} time; the free times show in your own time zone.",
  /** The demo's logistics: the call's tool, reminders, an invitation for someone else, cancelling, what comes next. */
  demoTool:
    "The demo is a {minutes}-minute video call with a specialist. Which video tool it uses is not something we publish; the details arrive in the confirmation e-mail.",
  demoReminder:
    "A reminder by WhatsApp is not something we publish. The confirmation arrives by e-mail, with the invitation and a private link to change or cancel the demo.",
  demoInviteOther:
    "The invitation goes to the e-mail given when booking; you can forward it to them from your inbox, or book with their e-mail instead.",
  demoCancelHere:
    "I can't cancel it from this chat. Your confirmation e-mail has a private link to cancel the demo or pick another time, at no cost.",
  demoNext:
    "Next, the confirmation arrives by e-mail, with the calendar invitation and a private link to change or cancel the demo. Nothing to install or prepare beyond that.",
  /** "support already fixed it, all ok": glad, nothing to sell. */
  gladSorted:
    "Glad to hear it's sorted, and thanks for letting us know! If anything else comes up, I'm here.",
  /** "can you guarantee…?": no promise is published. */
  guaranteeUnknown:
    "A guarantee of that is not something we publish, so I won't promise it; a specialist can look at your case in the demo.",
  /** "can I book without giving my e-mail?": what it is for. */
  demoWhyEmail:
    "The e-mail is needed to send you the invitation and the private link to change or cancel the demo; we do not sell your data. If you'd rather, leave a WhatsApp and a specialist writes to you there.",
  /** "will you spam me?", "what do you use my e-mail for?": the privacy policy. */
  contactUse:
    "Your details are used to send you the demo's invitation or to answer what you ask for. Sales messages only with your consent, which you can withdraw at any time. We do not sell your data.",
  /** "can I do the demo in person?": it is a video call. */
  demoInPerson:
    "The demo is a video call with a specialist who shows you the platform with your use case. An in-person demo is not something we publish; if you need one, write to {email} and we'll look at it.",
  /** "does the website chatbot do both english and spanish?": the lead chatbot card says so. */
  chatbotLanguages:
    "The lead-capture chatbot for your website answers 24/7 in Spanish and English, trained on your business information.",
  /** The transcription tool's languages, asked: as the speech engine running now recognises them. */
  transcriptionEnglishOnly: "Right now the transcription engine recognises English audio only.",
  transcriptionBothLanguages: "Yes: it transcribes audio in Spanish and in English.",
  /** A video over the transcription tool's limit. */
  videoTooBig: "No, that one is over the limit.",
  /** A quote asked for with the details: quoted per client. */
  quotePerClient: "That's quoted per client: a specialist prepares the quote for your case.",
  /** "do I need to do anything else?" after leaving details. */
  nothingElse:
    "Nothing else: a specialist will write to you. If you'd like, you can also pick a time for the free demo at {link}.",
  /** "what will you show me in the demo?": what the pages say the demo shows. */
  demoCovers:
    "In the demo we show you {platform} live with your own channels and use cases: an AI agent answering, selling and booking. It's a {minutes}-minute video call with a specialist, with no commitment.",
  /** "is it with a salesperson or someone who knows the tech?": a specialist, who shows their case. */
  demoSpecialist:
    "It's with a specialist, who shows you the platform with your use case and answers your questions.",
  demoPrepare:
    "Nothing complicated: think about which channels your customers write on, how many messages or conversations you get a month, and which questions or tasks you'd like to automate. With that, the specialist shows you your case.",
  sameToo: "Yes, {plan} too.",
  videobot:
    "The videobot is an interactive video with your presenter: it welcomes each visitor, guides them step by step and answers in video, so people stay longer on your site. It's one of our AI agents for the web.",
  avatarVideo:
    "Yes: we record a short session with you and create a realistic digital avatar that presents your videos for you, in several languages and with no re-shoots; always with your express written consent. Quoted per client.",
  videosNotKept:
    "The videos you upload to the transcription tool are processed to give you the text and not kept afterwards, as our privacy policy says.",
  /** "who signs off the posts before they go up?": the pieces go out only with their approval (knowledge page). */
  contentApproval:
    "You have the final say: we plan a content calendar, generate the pieces with AI and submit them for your approval before publishing. You decide what goes out.",
  /** "will it keep a kiwi accent tho": the voice is made from theirs (knowledge page). */
  voiceLikeYours:
    "From clean audio samples of your voice we create a synthetic voice that sounds like yours; always with your express written consent.",
  /** "and if something dodgy goes out anyway whos on the hook?": liability is not published; the approval step is. */
  contentLiability:
    "Who is liable if something wrong still goes out is not something we publish; what is: every piece goes to you for approval before it's published. A specialist can clear it up in the demo.",
  /** "does the bot answer fast?": it answers instantly (home and platform pages). */
  botSpeed:
    "Yes: the AI agent answers instantly, in seconds and 24/7, and hands the conversation to your team when needed.",
  /** "could you stretch the free trial to a month?": not published; the free Demo plan is. */
  trialExtend:
    "Stretching the free trial beyond {days} days is not something we publish; a specialist can confirm it in the demo. What is published: the Demo plan is free.",
  /** "nothing, just looking": fine, and what the assistant can help with. */
  justLooking:
    "Of course, take your time! If a question about plans, prices, channels or services comes up, I'm here.",
  /** "can the cloned voice speak Welsh?": the published languages, the rest not published. */
  voiceLanguages:
    "Voice cloning is offered in Spanish and English, as the services page says; another language is not something we publish, so a specialist can confirm it in the demo.",
  socialAutomation:
    "We plan, generate and publish your content on your social networks automatically, with a publishing calendar and reach metrics. It's part of our AI content and quoted per client.",
  noWorries: "No worries at all, that's what I'm here for! Ask away.",
  /** Said back before "how are you?" when the visitor greeted. */
  hello: "Hi!",
  /** Thanks with a hard day told: heard, kindly, nothing pushed. */
  badDay:
    "You're welcome! Sorry you've had a rough day with your customers; that's exactly what we help with. Anything else I can do for you?",
  howAreYou:
    "Doing well, thanks for asking! What can I help you with today: plans, channels or a demo?",
  compliment: "Thank you, that's kind! 😊 Anything else I can help with?",
  afterLaunch:
    "We don't leave you on your own: after launch we support you for at least {support} days, and technical support continues by e-mail Monday to Friday, {supportOpens} to {supportCloses} ({city} time).",
  /** "can we keep our WhatsApp number?": not published. */
  sameNumber:
    "What we need from you is access to your own WhatsApp Business account. Whether you can keep the number you already have, or get a new one through us, is not something we publish, so I won't promise it; a specialist can check it with you in the demo.",
  /** "what's your API rate limit?": not published. */
  rateLimit:
    "Every plan includes webhooks and API, but their rate limit (requests per minute or per second) is not something we publish, so I won't give you a figure; a specialist can confirm it in the demo or by e-mail at {email}.",
  /** "is there a mobile app?": not published. */
  mobileApp:
    "A mobile app to answer from the phone is not something we publish, so I can't confirm it; the team answers from the platform's inbox, and a specialist can clear it up in the demo.",
  /** "do you comply with GDPR?": what the privacy policy says, and what we do not publish. */
  gdpr: "Our privacy policy applies the GDPR to visitors from the European Economic Area, the United Kingdom or Switzerland. How your customers' data is handled inside the platform, or a data processing agreement, is not something we publish: a specialist can confirm it in the demo or by e-mail at {email}.",
  /** "are the chats encrypted?": what the privacy policy says, and what we do not publish. */
  encryption:
    "Our privacy policy says we apply encryption in transit, access control, backups and activity logging. Encryption at rest is not something we publish; a specialist can confirm it in the demo or by e-mail at {email}.",
  /** "can the bot send photos of our catalogue?": not published. */
  botMedia:
    "Whether the AI agent sends photos, such as those of your catalogue, is not something we publish; a specialist can show you what it does with your case in the demo.",
  /** "is there a penalty for leaving early?": not published. */
  exitFee:
    "A penalty or fee for leaving early is not something we publish, so I can't confirm one either way; a specialist can confirm it in writing.",
  /** "can I buy an onboarding hour separately?": outside a plan, not published. */
  aLaCarte:
    "Buying it separately, outside a plan, is not something we publish; what each plan includes is at {pricing}, and a specialist can confirm it in the demo.",
  /** "can I ring one of your clients?": their details are theirs to give. */
  clientContact:
    "I can't share our clients' contact details: their privacy comes first. What they say publicly is on our home page, and in the demo a specialist can walk you through cases like yours.",
  /** "do you train AI on our conversations?": not published, said beside whose the data is. */
  trainingUnknown:
    "Whether conversations are used to train AI models is not something we publish, so I won't promise either way; a specialist can confirm it in writing.",
  /** "which AI model do you use?": not published. */
  aiModelUnknown:
    "Which AI model we use under the hood is not something we publish; a specialist can tell you in the demo.",
  /** "can customers pay inside the chat?": not published; webhooks and API are. */
  chatPayments:
    "Taking payments inside the chat is not something we publish, so I won't promise it. What every plan does include is webhooks and API to connect your own systems; a specialist can look at your case in the demo.",
  /** "what do others like me pay?": not published; our prices are. */
  othersPay:
    "What other customers pay is not something we publish, so I won't make up an average; what is public is our own prices.",
  /** A previous vendor who failed: what lowers the risk with us. */
  burnedBefore:
    "I understand the distrust after that. With us you try it before paying: a {days}-day free trial, guided implementation (a basic bot is ready in {basic} weeks) and support for at least {support} days after launch.",
  /** "what if a customer asks for a person?": the hand-over to their team. */
  handover:
    "Yes: when your customer asks for a person, the AI agent hands the chat to someone on your team through live chat, with the whole conversation. The paid plans include live chat agents.",
  liveChat247:
    "Yes: paid plans include omnichannel live chat for your team to answer, and the AI agent replies 24/7, nights and weekends included, handing the conversation to a person when one is needed.",
  botHours:
    "The AI agent answers 24/7, nights and weekends included; the human team works Monday to Friday, {opens} to {closes}.",
  autonomous:
    "An autonomous agent carries out tasks end to end (it researches, drafts, updates systems and reports back); a chatbot converses and answers. We build them to order with AI, in up to {aiDevTime} % less time.",
  /** "like one that answers order e-mails and updates the stock?": yes, built to measure. */
  autonomousFits:
    "Yes, that is the kind of task an autonomous agent does: it carries it out from start to finish (answers, drafts, updates your systems and reports back). We build it to measure and quote it by scope; a specialist goes through it with you in the demo.",
  customQuote:
    "A custom plan is quoted for what you need, so its price is not something we publish; a specialist will quote it in the demo. For reference, Diamond is {diamond} a month.",
  weekdaysOnly: "Demos run Monday to Friday, {opens} to {closes}.",
  chatPrivacy:
    "I'm an AI assistant: no person is reading live. The conversation is kept and handled under our privacy policy: {terms}",
  resell:
    "A white-label or reseller programme is not something we publish: reselling needs our written agreement, so a person on the team will look into it: {email}.",
  annualTotal:
    "Billed annually, the {plan} plan comes to {total} a year ({annual} a month instead of {monthly}) and you save {saving} a year against paying monthly; installation is free.",
  rowNone: "No: the {plan} plan comes with {none}.",
  firstWith: "{plan} is the first plan that includes it ({value}, for {monthly} a month).",
  /** A plan's price asked in another currency ("cuanto sale el elite en pesos?"). */
  priceOtherCurrency:
    "We don't publish prices in other currencies: prices are in US dollars (USD). If you need an invoice in local currency, write to us at {email}.",
  invoiceContact: "For that, write to us at {email} and a person will look into it.",
  quotePrice:
    "That service is quoted per project, so its price is not something we publish; a specialist will quote it for you in the demo.",
  askPhone: "What number or WhatsApp should we call you on?",
  extraSeat:
    "What one agent over a plan's limit costs is not something we publish; a specialist can confirm it in the demo.",
  /** Whether Meta's or the carrier's fees come on top of the prices: what the prices exclude, and the fees unpublished. */
  messageFeesOnTop:
    "Prices exclude taxes and third-party AI APIs and are monthly, not per message; what Meta (WhatsApp) or the carrier (SMS) charges per message is not something we publish: a specialist can confirm it in the demo or at {email}.",
  messageFees:
    "Plans have a monthly price, not a price per message. Whether the carrier (for SMS) or Meta (for WhatsApp) charges anything per message, and how much, is not something we publish; a specialist can confirm it in the demo or by e-mail at {email}.",
  allPlans:
    "Every plan includes {channels} in one omnichannel inbox, webhooks and API, and unlimited forms and blocks; paid plans add live chat agents. What changes from plan to plan are the limits: active users, flows, agents, admins and history.",
  references:
    "On our home page, clients such as {clients} tell their results: up to {conversion}% more conversions and {time}% less operating time. How many clients we have, by industry, and their contact details are not something we publish; in the demo a specialist can walk you through cases like yours.",
  /** "is there a contract or can we cancel whenever?": what the terms say, and what we don't publish. */
  cancelAnytime:
    "You can cancel whenever you like: plans renew until you cancel, and cancelling stops future renewals (with no prorated refund). A minimum term or notice period is not something we publish; a specialist can confirm it in the demo or by e-mail at {email}.",
  /** After the refund policy, to someone afraid it won't convince them: try before paying. */
  tryFirst:
    "To try it without the risk: before paying there's a {days}-day free trial, and the Demo plan is free.",
  /** Who is behind us: team size and age are not published; the offices are. */
  companyUnknown:
    "How many people are on the team and since what year we've been around is not something we publish, so I won't give you a figure; in the demo you talk to a specialist from the team.",
  atRestUnknown:
    "Encryption at rest is not something we publish; a specialist can confirm it in the demo or by e-mail at {email}.",
  migrationUnknown:
    "Migrating or importing your data (contacts, history) from another tool or a spreadsheet, and whether that costs anything, is not something we publish; a specialist can confirm it in the demo or by e-mail at {email}.",
  aiUsageUnknown:
    "What the AI provider charges isn't included in our plans: it's paid separately and depends on how much it is used; we don't publish an estimate, so I won't make up a figure. A specialist can work it out with you in the demo or by e-mail at {email}.",
  serviceTimeUnknown:
    "That service's delivery time is not something we publish; a specialist can confirm it along with the quote, in the demo or by e-mail at {email}.",
  multiNumberUnknown:
    "WhatsApp is included on every plan; connecting several WhatsApp numbers to one account is not something we publish, so I can't confirm it. A specialist can clear it up in the demo or by e-mail at {email}.",
  /** An off-topic request beside a real question: set aside in a few words. */
  offTopicAside: "That's outside what I can help with, but here's the rest:",
  payMethodUnknown:
    "Paying with {methods} is not something we publish; a specialist can confirm it in the demo or by e-mail at {email}.",
  /** To someone lost in the terms asking if it is for them: a plain yes, and a person. */
  plainAnswer:
    "Yes, it works for you: the AI agent answers your {channel} messages on its own, at any hour, while you work, and hands the conversation to you when a person is needed. You can try it free for {days} days. If you'd rather have a person explain it: WhatsApp {whatsapp}.",
  /** Pushed for a yes or no on something we don't publish: still unpublished, and who confirms it. */
  stillUnknown:
    "It's still not something we publish, so I won't give you a yes or no that could be made up. A specialist can confirm it in writing: e-mail {email} or WhatsApp {whatsapp}, or ask in the demo.",
  uptimeHistory:
    "The actual record of outages and incidents is not something we publish, so I can't show it here; a specialist can answer in the demo or by e-mail at {email}.",
  voiceCalls:
    "An AI agent making or answering voice calls is not something we publish, so I can't confirm it: NovaChannel handles written conversations on {channels}. A specialist can clear it up in the demo or by e-mail at {email}.",
  cardAsk:
    "Whether the free trial asks for a card is not something we publish; a specialist can confirm it in the demo.",
  overage:
    "What exactly happens if you go past the limit in a month (whether anything extra is charged) is not something we publish; a specialist can confirm it in the demo.",
  carryOver:
    "Whether the chat history is kept when you change plans is not something we publish; a specialist can confirm it in the demo.",
  unknownPart:
    "The other thing you ask is not something we publish; a specialist can confirm it in the demo.",
  unknownAbout:
    "As for “{subject}”: that is not something we publish; a specialist can confirm it in the demo.",
  askBusiness: "What kind of business is it for, and which channels do your customers write on?",
  competitor:
    "What sets us apart: {channels} in one inbox with a 24/7 AI agent, webhooks and API on every plan, a {days}-day free trial and guided implementation (a basic bot in {basic} weeks). I won't judge other brands: compare for yourself in the demo.",
  complaint:
    "I'm really sorry about this, and thank you for telling us. I want a person from our team to sort it out quickly: WhatsApp {whatsapp}, phone {phone} or e-mail {email}.",
  /** The same complaint again, right after the first: heard, and the shortest way to a person. */
  sorryShort: "I understand, and I'm sorry about it.",
  /** After a complaint, "what do we do in the meantime?": who can say how to go on. */
  /** After a complaint, "is it your fault or Meta's?": not known from here. */
  complaintFault:
    "I can't tell from here whether it's on our side or Meta's; a person on our team needs to check it: e-mail {email} or WhatsApp {whatsapp}.",
  /** "can I make sure certain clients always get a human?": the rules are designed with them. */
  handoverRulesLead:
    "The rules for when the chat goes to a person are set with you. In the design stage,",
  complaintMeanwhile:
    "The quickest is to go over it now with a person on our team, who can tell you how to carry on while it's checked: e-mail {email} or WhatsApp {whatsapp}.",
  /** After a complaint about a wrong answer, "what do we do so it doesn't happen again?". */
  complaintPrevent:
    "What stops it happening again is reviewing and correcting the information the agent answers from, as it only answers from your own information; a person on our team goes through it with you: e-mail {email} or WhatsApp {whatsapp}.",
  /** An upset visitor who says they have written to support: thanked, and the way to a person kept. */
  complaintWritten:
    "Thanks for writing to us, and sorry again for the trouble. A person on our team will look at it; if it's urgent, WhatsApp {whatsapp} too.",
  complaintAgain:
    "Understood, and I'm sorry it's still going on. The quickest way to settle it is a person on our team: e-mail {email} or WhatsApp {whatsapp}.",
  offTopic:
    "That's outside what I can help with: I'm {company}'s sales assistant. I can help with plans, prices, channels, services and delivery times. What would you like to know?",
  /** An injection with a real question after it: the refusal, then the answer. */
  injectionThen: "I can't change my role or share my instructions. As for your question:",
  /** Another visitor's conversation asked for: each chat is private. */
  injectionOthers:
    "I can't see or share other people's conversations: each chat is private. I'm still here to help with {company}'s plans, prices, channels and services.",
  injection:
    "I can't change my role or share my instructions. I'm still here to help with {company}'s plans, prices, channels and services. What would you like to know?",
  greeting: [
    "Hi! I'm {assistant} from {company}. What would you like to know: plans, channels or how it works?",
    "Hi again! What else can I help with?",
  ],
  thanks: "You're welcome, anytime! Anything else I can help with?",
  /** "how do I sign up?": the trial, and a paid plan with the team. */
  signUp:
    "A paid plan is set up with you by our team in the free demo; to start right away, sign up for the {days}-day free trial: {url}",
  /** "what if I can't make it?": the e-mail's link changes or cancels it. */
  demoReschedule:
    "No problem: your confirmation e-mail has a private link to pick another time or cancel the demo, at no cost.",
  /** "just booked it with the buttons": done, nothing more to sell. */
  bookedAlready:
    "Perfect, thanks! The confirmation comes by e-mail, with the link to change or cancel the meeting if you need to. See you at the demo!",
  goodbye: "Thanks for stopping by! I'm here if you need anything else.",
  deny: "No problem, thanks for stopping by. If anything else comes up, I'm here.",
  demoOffers: [
    "Want to see it with your use case? Book a free demo: {link}",
    "If you'd like to see it working, the free demo takes {minutes} minutes: {link}",
    "A specialist can show you in a free demo: {link}",
    "You can book your free demo here: {link}",
  ],
  slots: [
    "Great! Here are the next free times for the free demo ({minutes} minutes); you can also pick one at {link}. Which one suits you? Then I'll ask your name and e-mail or WhatsApp.",
    "Perfect. Pick one of these times for the free demo (or at {link}). Which one works for you? Then I'll ask your name and e-mail or WhatsApp.",
  ],
  slotsAgain: "Here are the free times again (also at {link}). Which one do you prefer?",
  askContact: "Great, {slot}. To confirm it, could I have your name and your e-mail or WhatsApp?",
  /** A time picked with the name and WhatsApp already given: the booking still needs an e-mail. */
  askEmailForSlot:
    "Great, {name}: {slot}. To confirm it I only need your e-mail, where the invitation arrives.",
  /** The notice before a change of terms, in days: not published. */
  noticeDays: "How many days' notice exactly is not something we publish.",
  /** The confirmation e-mail not found: a person resends it. */
  demoNoEmail:
    "Sorry about that. If the confirmation e-mail didn't arrive (check spam too), write to {email} or on WhatsApp ({whatsapp}) and we'll send it again.",
  /** Whether the demo is recorded: not published. */
  demoRecorded:
    "Whether the demo is recorded is not something we publish; you can ask the specialist. And you can forward the invitation to anyone you'd like to watch it with you.",
  /** The demo from a phone: not published. */
  demoDevice:
    "Which device to join from (phone or computer) is not something we publish: the demo is a {minutes}-minute video call and the link arrives in the confirmation e-mail.",
  /** How far ahead a demo can be booked. */
  demoHorizon:
    "You can book the demo up to {horizon} days ahead, with at least {notice} hours' notice; the free times are at {link}.",
  /** What the booking needs. */
  demoDetails:
    "Just your name and your e-mail (or WhatsApp): the e-mail is where the invitation arrives. Could I have them?",
  /** Someone else on the call. */
  /** "when will you get in touch?" after leaving details: within our hours; how soon is not published. */
  whenContacted:
    "A specialist writes to you during our office hours: Monday to Friday, {opens} to {closes}, {headOffice} time. Exactly how soon is not something we publish; if you'd rather not wait, pick a time for the free demo at {link}.",
  /** "and if I want another date later, do I ask here?": yes, here or on the booking page. */
  demoRebookHere:
    "Of course: whenever you like, ask me here and I'll show you the free times, or pick one at {link}.",
  /** "who should be on the demo?": theirs to choose, and who it helps to have. */
  demoWho:
    "That's up to you: more people from your team can join if you forward them the invitation you get by e-mail. It usually helps to have whoever decides and whoever would answer the chats.",
  /** "can he join from somewhere else?": the call is online, joined from anywhere with the invitation's link. */
  demoJoinRemote:
    "Yes: the demo is a video call, so everyone joins from wherever they are with the link in the invitation you get by e-mail; just forward it.",
  demoOthersJoin:
    "Of course, more people from your team can join: forward them the invitation you get by e-mail.",
  /** Where the call's link arrives. */
  demoLink:
    "Yes: the invitation with the video call's link arrives at the e-mail you give when booking, with a private link to change or cancel it.",
  /** An objection pushed again: no pressure, the ways to check it risk-free. */
  objectionPushed:
    "I understand, and I won't push. To check it without risk there's a {days}-day free trial and the free Demo plan; plans are billed monthly, and with annual billing installation is free. You decide with your own case.",
  /** No time now: how short the demo is, whenever it suits. */
  objectionNoTime:
    "I understand. Whenever you have a moment: the demo takes {minutes} minutes and you book it when it suits you, no rush.",
  /** A message that claims to be us and asks for money: our official channels. */
  scamCheck:
    "Sorry for the scare. I can't vouch for that message from here: our official channels are the e-mail {email}, the phone {phone} and WhatsApp {whatsapp}. We will never ask for passwords or a payment through a stray link; before paying anything, write to us there and we'll check it.",
  /** How to report a problem so a person fixes it. */
  reportHow:
    "Write to {email} or on WhatsApp ({whatsapp}) from your registered e-mail, with what happened: an example of the conversation and screenshots if you have them. A person on our team will review it and fix it.",
  /** Beside an injection that hints at a real account problem: a person looks at it. */
  injectionPerson:
    "If something is wrong with your account or an invoice, a person on our team will look at it: e-mail {email} or WhatsApp {whatsapp}.",
  /** The incident times run in business hours: a weekend or night report waits for them. */
  slaOffHours:
    "Those times count in business hours: support runs Monday to Friday, {supportOpens} to {supportCloses} ({city} time), so a report at the weekend or at night is picked up the next business day.",
  /** A demo asked for within the hour: the notice a booking needs. */
  demoNotice: "Demos are booked at least {notice} hours ahead.",
  /** A customer cancelling: a person helps with it. */
  /** "can we get a copy of all of it out before we cancel?": a person coordinates it. */
  dataCopyPerson:
    "To get a copy of your data, a person on our team will help: e-mail {email} or WhatsApp {whatsapp}.",
  /** Cancelling because it did not serve them ("no me sirvio pa nada"): said before how. */
  sorryItDidntWork: "I'm sorry it hasn't worked out as you hoped.",
  /** "Can I pause my Starter plan for the slow season?": not published; a plan change is. */
  pauseUnknown:
    "Pausing a plan is not something we publish. What is published: you can change plans whenever you like, including to the free Demo plan; the change applies from the next billing cycle. A person on our team can confirm the pause: {email} or WhatsApp {whatsapp}.",
  cancelPerson:
    "If you like, a person on our team will help you cancel: e-mail {email} or WhatsApp {whatsapp}.",
  /** Response times measured per channel: not published. */
  /** "if you miss 99.5 in a month, do we get service credits?": none published; the refund exception. */
  serviceCredits:
    "Service credits or compensation for missing the uptime are not something we publish. What our refund policy ({refundPolicy}) does say: a proven technical failure left unresolved more than {failureDays} calendar days after notice can be refunded. A person on our team can look at your case: WhatsApp {whatsapp} or {email}.",
  /** "how many minutes until your support gets back to me?": not published; the incident times are. */
  /** Before the confirmation page's "prepare your questions" step, asked what to prepare. */
  demoPrepLead: "Nothing special, just join the call; to make the most of it:",
  /** "as a CSV?" about their data: the format is not published. */
  exportFormat:
    "Whether they can be exported, and in which format (Excel, CSV or another), is not something we publish; a specialist can confirm it in the demo or at {email}.",
  /** "Meta shut down our WhatsApp number, can you get it back?": Meta's decision, unpublished. */
  metaBlocked:
    "Whether Meta gives back a number it has shut down is Meta's decision, so I can't promise it, and how to appeal it is not something we publish. A person on our team can look at your case: e-mail {email} or phone {phone}.",
  /** "is there a cap on messages per month on Elite?": not published; the plans set active users. */
  messageCap:
    "A cap on messages is not something we publish: what each plan sets is active users a month.",
  /** "can I just drop by the office?": not published; write first. */
  walkIn:
    "Whether you can drop by the office without an appointment is not something we publish; the safest is to write first to {email} or WhatsApp {whatsapp}.",
  /** "si cancelo, cuanto tiempo se quedan con las conversaciones de mis clientes?". */
  dataAfterCancel:
    "How long your customers' conversations are kept after cancelling is not something we publish. If you want them deleted, write to us at {email} and a person on our team will handle it.",
  supportMinutesUnknown:
    "A support response time in minutes is not something we publish; what we publish are the incident times, in business hours.",
  responseTimeUnknown:
    "Response times measured per channel or per message are not something we publish; the AI agent answers 24/7 on every channel, and a specialist can show you in the demo.",
  askContactNamed: "Great, {name}: {slot}. To confirm it, could I have your e-mail or WhatsApp?",
  termsLink: "The full text: {link}",
  /** Before the terms' sentence on unused time: the answer first. */
  salesFinal: "Sales are final, so unused time is not refunded.",
  /** An upset visitor who thanks and waits to be written to: thanked, and their contact asked so the team can. */
  thanksAskContact:
    "Thank you! So the team can write to you, could I have your name and your e-mail or WhatsApp?",
  askContactNoSlot:
    "Could I have your name and your e-mail or WhatsApp so a specialist can contact you?",
  askMissingEmail: "Thanks, {name}. Could I also have your e-mail or WhatsApp?",
  pickWhenReady: "And pick the time that suits you best.",
  askNamePhone: "And leave me your name and the phone or WhatsApp number to call you on.",
  checkEmail: "Thanks{name}. Just to be sure: is your e-mail {email}, or did you mean {meant}?",
  askMissingName: "Thanks. And your name?",
  /** "oh and afternoons are better" after the details: noted for the specialist. */
  timeNoted:
    "Noted: {when} suits you better. The specialist who contacts you will see it in this conversation.",
  preferredTimes: { morning: "the morning", afternoon: "the afternoon", evening: "the evening" },
  contactGiven:
    "Thank you, {name}! We have your details ({contact}); a specialist will contact you to confirm. Anything else you'd like to know first?",
  contactGivenPick:
    "Thanks, {name}! We have your details ({contact}). Pick one of these times for the free demo: which one suits you?",
  askConfirm: "Great, {slot}. Your details are already in the form: check them and confirm it.",
  contactGivenSlot:
    "Thank you, {name}! I've noted {slot} with your details ({contact}); you'll get the confirmation. Anything else?",
  chatbotsPrice:
    "Custom AI agents (lead-capture chatbot, web widget, videobot) are quoted per client; it's not something we publish. A basic one is ready in {basic} weeks.",
  chatbots:
    "We build AI agents for your website that answer 24/7: a lead-capture chatbot, web widget, videobot and an informational page with an agent. A basic one is delivered in {basic} weeks and a complex one in {complex}.",
  followUpUnknown: "Could you tell me a bit more about what you need? Then I can answer exactly.",
  linksPricing: "Every plan in detail: {link}",
  linksContact: "More ways to reach us: {link}",
};
