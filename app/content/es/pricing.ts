/**
 * Pricing page texts (Spanish) and the plan comparison's labels, which the platform and services
 * pages show too. Numbers are never typed here: `{placeholders}` are filled from business.ts.
 */
import { planRowsEs } from "./plan-rows.ts";

export const pricingEs = {
  planTable: {
    caption: "Comparación de los planes de {platform}",
    feature: "Característica",
    billing: {
      label: "Ciclo de facturación",
      monthly: "Mensual",
      annual: "Anual",
      save: "−{annualDiscountPct} %",
    },
    price: "Precio mensual",
    perMonth: "/mes",
    billedMonthly: "facturado mensualmente",
    billedAnnually: "por mes, facturado anualmente",
    free: "Gratis",
    featured: "Más popular",
    choose: "Elegir plan",
    plans: {
      diamante: { name: "Diamante", audience: "Grandes empresas", cta: "Elegir Diamante" },
      elite: { name: "Elite", audience: "Medianas empresas", cta: "Elegir Elite" },
      starter: { name: "Starter", audience: "Pequeñas empresas", cta: "Elegir Starter" },
      demo: { name: "Demo", audience: "Evaluación", cta: "Empezar con Demo" },
    },
    /** The rows every plan comparison shares: labels and words (app/content/plan-table.ts). */
    planRows: planRowsEs,
    /** The rows only the pricing table shows: what every plan includes. */
    rows: {
      forms: "Formularios y bloques",
      liveChat: "Chat en vivo omnicanal",
      webhooks: "Webhooks y API",
      integrations: "Integraciones",
    },
    values: {
      unlimited: "Ilimitados",
      included: "Incluido",
    },
    annualBanner: "Instalación gratis con el plan anual: ahorras {installationFee} USD",
    annualNote:
      "El plan anual no tiene costo de configuración: la instalación y la creación de tus flujos automatizados corren por nuestra cuenta.",
    footnoteTitle: "Sobre los costos",
    footnotes: [
      "Precios en dólares estadounidenses ({currency}). No incluyen impuestos ni los costos de API de IA de terceros. Si necesitas facturación en moneda local, contáctanos.",
      "Tarifa única de instalación de {installationFee} USD, solo si necesitas ayuda con la implementación; gratis con el plan anual.",
      "Configuración y creación de cada flujo automatizado: {perFlowFee} USD por flujo; gratis con el plan anual.",
    ],
    scrollHint: "Desliza la tabla para ver todos los planes",
    monthlyShown:
      "Precios con facturación mensual. Con el plan anual ahorras {annualDiscountPct} % y la instalación es gratis.",
    seeAnnual: "Ver precios anuales",
  },
  tabs: {
    label: "Tipo de servicio",
    agents: "Agentes IA + {platform}",
    web: "Agente IA Web",
    other: "Otros Servicios",
  },
  agentsIntro: {
    title: "Plataforma {platform} con agente IA",
    text: "Chat en vivo omnicanal y un agente de IA que atiende 24/7 en todos tus canales. Elige tu plan y cambia cuando quieras.",
  },
  webAgents: {
    title: "Agentes IA para tu sitio web",
    text: "Soluciones a la medida de tu negocio. Te enviamos un presupuesto según tu proyecto.",
    quoted: "Presupuesto a la medida",
    cta: "Solicitar presupuesto",
    cards: {
      chatbot: {
        name: "Chatbot de captación de leads",
        text: "Un asistente en tu web que conversa con cada visita, responde dudas y recoge los datos de tus prospectos.",
        features: [
          "Entrenado con la información de tu negocio",
          "Captura nombre, correo y teléfono",
          "Envía los leads a tu CRM o correo",
          "Disponible 24/7 en español e inglés",
        ],
      },
      videobot: {
        name: "Videobot + Agente IA",
        text: "Un video interactivo con tu presentador que guía a la visita, más un agente IA que responde y agenda.",
        features: [
          "Video de bienvenida con tu marca",
          "Respuestas en video a preguntas frecuentes",
          "Agente IA que agenda citas",
          "Métricas de interacción y conversión",
        ],
      },
    },
  },
  otherServices: {
    title: "Otros servicios de IA",
    text: "Proyectos cotizados según cada cliente. Agenda una llamada y diseñamos la propuesta contigo.",
    cta: "Agendar consulta",
    custom: "Consulta personalizada",
    cards: {
      content: {
        name: "Generación de contenido",
        text: "Clonación de avatar y de voz, y automatización de redes sociales para producir contenido a escala.",
      },
      aiDevelopment: {
        name: "Desarrollo IA",
        text: "Aplicaciones web y móviles desarrolladas con IA: hasta {timeSaving} % menos tiempo y {costSaving} % menos costo.",
      },
      autonomousAgents: {
        name: "Agentes autónomos",
        text: "Agentes que ejecutan tareas completas por ti: investigan, redactan, actualizan sistemas y reportan.",
      },
    },
  },
  faq: {
    eyebrow: "Preguntas frecuentes",
    title: "Resolvemos tus dudas sobre planes y pagos",
    items: [
      {
        question: "¿Puedo cambiar de plan en cualquier momento?",
        answer:
          "Sí. Puedes subir o bajar de plan cuando quieras; el cambio se aplica en tu siguiente ciclo de facturación y se prorratea.",
      },
      {
        question: "¿Qué tipo de soporte técnico incluye cada plan?",
        answer:
          "Los planes {priorityPlanNames} incluyen soporte técnico prioritario; los planes {standardPlanNames} incluyen soporte estándar.",
      },
      {
        question: "¿Qué métodos de pago aceptan?",
        answer:
          "Aceptamos las principales tarjetas de crédito y transferencia bancaria. Para empresas en Costa Rica también hay opciones de pago locales.",
      },
      {
        question: "¿Los precios incluyen impuestos?",
        answer:
          "No. Los precios están en dólares estadounidenses y no incluyen impuestos ni los costos de API de IA de terceros.",
      },
      {
        question: "¿Ofrecen planes personalizados?",
        answer:
          "Sí. Si tu empresa necesita más usuarios, agentes o flujos, diseñamos un plan a tu medida. Escríbenos y lo conversamos.",
      },
    ],
  },
  closing: {
    title: "¿No sabes qué plan elegir?",
    text: "Cuéntanos sobre tu empresa y te recomendamos la mejor opción, o conoce todos nuestros servicios.",
    contact: "Hablar con ventas",
    services: "Ver todos los servicios",
  },
};

export type PricingContent = typeof pricingEs;
export type PlanTableTexts = PricingContent["planTable"];
