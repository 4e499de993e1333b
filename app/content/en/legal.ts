import type { RefundContent, TermsContent } from "../es/legal.ts";
import { dataLabelsEn } from "./knowledge.ts";

export const termsEn: TermsContent = {
  intro:
    "The conditions for using our website and services, the service level we guarantee and how we handle your personal data.",
  toc: { label: "On this page", toggle: "Contents of this document" },
  updated: "Last updated:",
  sections: [
    {
      id: "terms-of-service",
      heading: "Terms of service",
      blocks: [
        {
          type: "p",
          text: "These terms govern the relationship between {company} (“we”, “us”) and any person or company that visits our website or uses our services (“you” or “the customer”). Please read them carefully: by using the website or the services you agree to be bound by them.",
        },
      ],
      subsections: [
        {
          id: "acceptance",
          heading: "Acceptance",
          blocks: [
            {
              type: "p",
              text: "By browsing the website, signing up for {platform}, booking a demo or signing a commercial proposal, you confirm that you have the legal capacity to enter into a contract and, if you act on behalf of a company, that you are authorised to bind it. If you do not agree with these terms, do not use the website or the services.",
            },
            {
              type: "p",
              text: "Where a signed proposal or contract sets specific conditions, those conditions prevail over these terms to the extent they conflict.",
            },
          ],
        },
        {
          id: "services",
          heading: "Services",
          blocks: [
            {
              type: "p",
              text: "{company} provides artificial-intelligence solutions for businesses, including:",
            },
            {
              type: "ul",
              items: [
                "{platform}, a multichannel customer-service platform with omnichannel live chat ({channels}) and an AI agent.",
                "AI agents for websites: lead-capture chatbots, widgets, videobots and informative pages with an agent.",
                "AI content generation: avatar cloning, voice cloning and social-media automation.",
                "AI-assisted software development: web and mobile applications and autonomous agents.",
                "A contact center staffed by human agents, and tools such as video-to-text transcription.",
              ],
            },
            {
              type: "p",
              text: "The scope, deliverables and timelines of each custom service are set out in the proposal the customer accepts. We may improve, change or withdraw platform features; if a change substantially reduces a service you have already paid for, we will give you reasonable notice.",
            },
          ],
        },
        {
          id: "plans-pricing",
          heading: "Plans and prices",
          blocks: [
            {
              type: "ul",
              items: [
                "Prices are stated in US dollars ({currency}) and exclude taxes and third-party artificial-intelligence API costs, which are borne by the customer.",
                "{platform} plans ({planNames}) are billed monthly or annually. Annual billing carries a {annualDiscountPct} % discount and includes installation at no cost.",
                "Without an annual plan, installation is a one-time {installationFee} {currency} fee when the customer asks for implementation help, and setting up and creating each automated flow costs {perFlowFee} {currency} per flow.",
                "The {platform} free trial lasts {trialDays} days and carries no obligation to buy.",
                "Subscriptions renew automatically at the end of each period until the customer cancels them. Plan changes apply from the next billing cycle, prorated.",
                "Other services are quoted per project. Non-payment may lead to suspension of the service after notice.",
              ],
            },
          ],
        },
        {
          id: "acceptable-use",
          heading: "Acceptable use",
          blocks: [
            {
              type: "p",
              text: "You are responsible for how you and your users use the services. In particular, you may not:",
            },
            {
              type: "ul",
              items: [
                "Send unsolicited bulk messages (spam) or breach the policies of WhatsApp, Meta, Telegram or any other connected channel.",
                "Use the services for illegal, fraudulent or discriminatory activities, or to incite hatred or violence.",
                "Impersonate anyone, or mislead end users about the fact that they are talking to an AI where the law requires disclosure.",
                "Process personal data without a valid legal basis or without informing the people concerned.",
                "Attempt unauthorised access to the platform, probe its vulnerabilities, decompile it or overload it.",
                "Resell or transfer access to the services without our written agreement.",
              ],
            },
            {
              type: "p",
              text: "We may suspend access, with prior notice where possible, if we detect use that breaches this clause or puts the platform or third parties at risk.",
            },
          ],
        },
        {
          id: "intellectual-property",
          heading: "Intellectual property",
          blocks: [
            {
              type: "p",
              text: "The platform, software, website, trademarks and materials of {company} belong to us or our licensors. We grant you a non-exclusive, non-transferable right to use them for the duration of your subscription or contract.",
            },
            {
              type: "p",
              text: "Your content, data and materials remain yours. You authorise us to use them only to provide the service to you. Once a project has been paid for, the customer receives the rights to the deliverables made for it, except for pre-existing or third-party components, libraries and tools, which are governed by their own licences.",
            },
          ],
        },
        {
          id: "avatar-voice",
          heading: "Avatars and voice cloning",
          blocks: [
            {
              type: "p",
              text: "To create a digital avatar or clone a voice we require the express, informed, written consent of the person whose image or voice is reproduced. The customer warrants that it holds that consent and the rights to the materials it provides, and will hold us harmless against any claim arising from their absence.",
            },
            {
              type: "ul",
              items: [
                "We do not create avatars or voices of public figures, minors or any third party without their authorisation.",
                "We do not produce misleading, defamatory or sexual content, or content intended to impersonate a person or misrepresent real events.",
                "The customer is responsible for the content it generates and publishes with its avatar or voice, and for labelling it as AI-generated where the law or the publishing platform requires.",
                "The person portrayed may withdraw consent; we then stop generating new content and delete the models within a reasonable time.",
              ],
            },
            {
              type: "p",
              text: "AI output may contain inaccuracies. Review every piece before you publish it.",
            },
          ],
        },
        {
          id: "refunds",
          heading: "Refunds",
          blocks: [
            {
              type: "p",
              text: "Sales are final. A refund applies only in the exceptional cases set out in our refund policy: a proven technical failure still unresolved more than {refundFailureDays} calendar days after formal notice, or a verified duplicate charge reported within {refundDuplicateDays} calendar days.",
            },
            {
              type: "routeLinks",
              items: [{ label: "Read the refund policy", to: "refund" }],
            },
          ],
        },
        {
          id: "limitation-of-liability",
          heading: "Limitation of liability",
          blocks: [
            {
              type: "p",
              text: "We provide the services with professional care and in line with the service level agreement. Beyond what that agreement guarantees, the services are provided “as is” and we do not promise specific business results, as they depend on factors outside our control.",
            },
            {
              type: "p",
              text: "To the extent permitted by law, {company} is not liable for indirect damages, loss of profit, loss of data or business opportunities, or failures of third-party services (messaging channels, AI providers, networks or hosting). Our total liability to the customer is limited to the amount it paid for the affected service in the billing period in which the event giving rise to the claim occurred.",
            },
            {
              type: "p",
              text: "Nothing above limits liability that cannot be excluded by law, such as liability for wilful misconduct or gross negligence.",
            },
          ],
        },
        {
          id: "changes",
          heading: "Changes to these terms",
          blocks: [
            {
              type: "p",
              text: "We may update these terms to reflect changes in the services or the law. We will publish the new version on this page with its update date and, where changes are material, notify customers by e-mail in advance. Continuing to use the services after the new version takes effect means you accept it.",
            },
            {
              type: "p",
              text: "These terms are governed by the laws of the Republic of Costa Rica. Before going to the competent courts, the parties will try to settle any dispute in good faith. If you are a consumer, you keep the rights the law of your country of residence gives you.",
            },
          ],
        },
      ],
    },
    {
      id: "sla",
      heading: "Service level agreement (SLA)",
      blocks: [
        {
          type: "p",
          text: "This agreement describes the availability and support we guarantee to customers with an active {platform} subscription.",
        },
      ],
      subsections: [
        {
          id: "availability",
          heading: "Availability",
          blocks: [
            {
              type: "p",
              text: "We guarantee {uptimePct} % monthly platform uptime, measured as the time the conversation inbox and the AI agent are operational over the whole month.",
            },
            {
              type: "p",
              text: "The following do not count as downtime: scheduled maintenance announced in advance, failures of third-party channels or providers (for example a WhatsApp or AI-provider outage), force majeure, and problems caused by the customer or by integrations under its control.",
            },
          ],
        },
        {
          id: "support-hours",
          heading: "E-mail support",
          blocks: [
            {
              type: "p",
              text: "Technical support answers by e-mail at {email}, {supportWeekdays}, {supportOpens} to {supportCloses}, {supportCity} time. Requests received outside those hours are handled on the next business day.",
            },
          ],
        },
        {
          id: "incidents",
          heading: "Incident response times",
          blocks: [
            { type: "data", source: "incidents" },
            {
              type: "p",
              text: "Times are counted in business hours from receipt of a complete report. We set the priority by the impact on the customer's operation and confirm it in our first reply.",
            },
          ],
        },
      ],
    },
    {
      id: "privacy",
      heading: "Privacy policy",
      blocks: [
        {
          type: "p",
          text: "{company} is the controller of the personal data it collects through this website and its services. This policy explains what data we process, why, on what legal basis, for how long and what rights you have.",
        },
      ],
      subsections: [
        {
          id: "data",
          heading: "What data we collect",
          blocks: [
            {
              type: "ul",
              items: [
                "Contact details you give us when you book a demo, write to us or sign up: name, company, e-mail, phone number and country.",
                "Conversations with our sales assistant and with our team.",
                "Files you choose to upload, such as videos sent to the transcription tool, which are processed to give you the text and not kept afterwards.",
                "Technical browsing data: IP address, browser and device type, pages visited and, only if you accept them, analytics and advertising cookies.",
                "For customers, billing data and the data your own customers exchange on {platform}, which we process on your behalf.",
              ],
            },
            {
              type: "p",
              text: "We do not knowingly collect data from minors. If you believe a minor has given us data, write to us and we will delete it.",
            },
          ],
        },
        {
          id: "purposes",
          heading: "Why we use it",
          blocks: [
            {
              type: "ul",
              items: [
                "To answer your enquiries and to book and run demos.",
                "To provide, bill and support the services you contract.",
                "To improve the website and services from usage statistics.",
                "To send you marketing communications, only if you have consented; you can withdraw at any time.",
                "To meet legal, tax and accounting obligations, and to prevent fraud and abuse.",
              ],
            },
          ],
        },
        {
          id: "legal-bases",
          heading: "Legal bases",
          blocks: [
            {
              type: "p",
              text: "We process your data because it is necessary to perform a contract or steps you ask for before one (such as a demo), because a legal obligation requires it, because of our legitimate interest in improving and protecting our services, or because you consented (marketing communications and non-essential cookies).",
            },
            {
              type: "p",
              text: "If you visit from the European Economic Area, the United Kingdom or Switzerland, we apply the General Data Protection Regulation (GDPR) and its equivalents, on the legal bases above. In Costa Rica we apply the Law on the Protection of Individuals with regard to the Processing of their Personal Data, and elsewhere the applicable law.",
            },
          ],
        },
        {
          id: "retention",
          heading: "Retention",
          blocks: [
            {
              type: "p",
              text: "We keep data for as long as the business relationship lasts or as long as needed for the purpose it was collected for, and afterwards for the periods tax and commercial law require or to deal with possible claims. Data of prospects who do not become customers is deleted or anonymised once it is no longer useful. {platform} conversation history is kept according to the plan contracted.",
            },
          ],
        },
        {
          id: "rights",
          heading: "Your rights",
          blocks: [
            {
              type: "p",
              text: "You can access, rectify and erase your data, object to its processing, ask for its restriction or portability, and withdraw your consent at any time without affecting the lawfulness of earlier processing. Write to {email} saying which right you wish to exercise; we may ask you to prove your identity. You may also lodge a complaint with the data protection authority of your country.",
            },
          ],
        },
        {
          id: "third-parties",
          heading: "Processors and third parties",
          blocks: [
            {
              type: "p",
              text: "We do not sell your data. We share it only with providers who help us deliver the service and who act under contract and on our instructions:",
            },
            {
              type: "ul",
              items: [
                "Cloud hosting, databases and e-mail.",
                "The scheduling service for demos and the platform's sign-up page.",
                "The messaging channels you connect ({channels}).",
                "Artificial-intelligence model providers, which process the text and audio needed to reply.",
                "Analytics and advertising tools, only if you accept their cookies.",
              ],
            },
            {
              type: "p",
              text: "Some providers are outside your country. When we transfer data from Europe to countries without an adequacy decision, we do so under standard contractual clauses or other appropriate safeguards.",
            },
          ],
        },
        {
          id: "cookies",
          heading: "Cookies and consent",
          blocks: [
            {
              type: "p",
              text: "We use local storage and strictly necessary technical cookies, for example to remember your language. Analytics and advertising cookies load only if you accept them, and you can withdraw consent or delete them from your browser settings at any time.",
            },
          ],
        },
        {
          id: "security",
          heading: "Security",
          blocks: [
            {
              type: "p",
              text: "We apply reasonable technical and organisational measures: encryption in transit, access control, backups and activity logging. No system is infallible; if a breach affects your data, we will inform you and the authorities as the law requires.",
            },
          ],
        },
      ],
    },
    {
      id: "official-contact",
      heading: "Official contact channels",
      blocks: [
        {
          type: "p",
          text: "For any question about these terms, the service or your personal data, use only our official channels:",
        },
        { type: "data", source: "contacts" },
        {
          type: "note",
          text: "We will never ask you for passwords or payments through any other channel. If you receive a suspicious message in our name, report it to {email}.",
        },
      ],
    },
    {
      id: "final-note",
      heading: "Final note",
      blocks: [
        {
          type: "p",
          text: "If any clause of these terms is held invalid, the rest remain in force. Not exercising a right at a given time does not mean we waive it. Thank you for trusting {company}: if anything is unclear, write to us and we will explain it.",
        },
      ],
    },
  ],
  data: dataLabelsEn,
};

export const refundEn: RefundContent = {
  intro:
    "When a refund applies, how to request one and how long we take to review it. We want you to know where you stand before you buy.",
  toc: { label: "On this page", toggle: "Contents of this document" },
  updated: "Last updated:",
  sections: [
    {
      id: "sales-final",
      heading: "Sales are final",
      blocks: [
        {
          type: "p",
          text: "{company} services ({platform} subscriptions, installations, flow setup, development and content projects) are delivered from the moment they are contracted and consume work and resources from day one. That is why all sales are final and are not refunded, except for the exceptions in this policy.",
        },
        {
          type: "note",
          text: "Before you buy you can try {platform} free for {trialDays} days and book a free demo, to check the service fits what you need.",
        },
      ],
    },
    {
      id: "exceptions",
      heading: "Exceptions",
      blocks: [
        {
          type: "p",
          text: "A refund, in full or in proportion to the affected service, applies only in these two cases:",
        },
      ],
      subsections: [
        {
          id: "technical-failure",
          heading: "Unresolved technical failure",
          blocks: [
            {
              type: "p",
              text: "A technical failure attributable to {company}, confirmed by our team, that prevents use of the contracted service and is still unresolved more than {refundFailureDays} calendar days after you formally notified us through our official channels.",
            },
          ],
        },
        {
          id: "duplicate-charge",
          heading: "Duplicate charge",
          blocks: [
            {
              type: "p",
              text: "A duplicate charge for the same service and the same period, verified by us and reported within {refundDuplicateDays} calendar days of the charge.",
            },
          ],
        },
      ],
    },
    {
      id: "how-to-request",
      heading: "How to request a refund",
      blocks: [
        {
          type: "p",
          text: "Requests must be filed within {refundRequestDays} calendar days of the event that gives rise to them (the failure deadline passing or the duplicate charge). Write to {email} with:",
        },
        {
          type: "ol",
          items: [
            "The company name and the e-mail address registered on the account.",
            "The affected service or plan and the date of the charge or of the failure notice.",
            "A description of the problem and, if you have one, the support case reference.",
            "The payment receipt or the statement showing the duplicate charge.",
          ],
        },
      ],
    },
    {
      id: "review",
      heading: "Review and payment",
      blocks: [
        {
          type: "p",
          text: "We review each request within up to {refundEvaluationDays} business days and send you our decision in writing. If it is approved, we refund the amount to the payment method used. How long the money takes to reach your account depends on your bank or card issuer.",
        },
      ],
    },
    {
      id: "not-refundable",
      heading: "Cases that do not qualify",
      blocks: [
        {
          type: "ul",
          items: [
            "Changing your mind or no longer using the service after buying it.",
            "Failures of third-party channels or providers (for example messaging or AI models) outside {company}'s control.",
            "Problems caused by use contrary to our terms or by changes made by the customer.",
            "Third-party AI API costs and taxes, which we do not charge.",
            "Subscription periods already elapsed. Cancelling stops future renewals but does not give rise to prorated refunds.",
          ],
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [
        {
          type: "p",
          text: "For any question about this policy, write to us through our official channels:",
        },
        { type: "data", source: "contacts" },
        {
          type: "routeLinks",
          items: [{ label: "Terms and conditions", to: "terms" }],
        },
      ],
    },
  ],
  data: dataLabelsEn,
};
