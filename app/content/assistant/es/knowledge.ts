/** What the sales assistant knows, in Spanish. Figures come only from business.ts and the site config. */
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
  diamante: "grandes empresas",
  elite: "empresas medianas",
  starter: "pequeñas empresas",
  demo: "evaluar la plataforma",
};
const stepNames: Record<(typeof processSteps)[number]["id"], string> = {
  evaluation: "evaluación",
  design: "diseño",
  implementation: "implementación",
  training: "capacitación",
  monitoring: "monitoreo continuo",
};
const units = { days: "días", weeks: "semanas" } as const;
const unitOne = { days: "día", weeks: "semana" } as const;
const NA = "no disponible";

export function knowledgeEs(site: SiteConfig): Knowledge {
  const schedule = scheduleUrl(site, "es");
  const platform = site.platformName;
  const channelList = `${channels.slice(0, -1).join(", ")} y ${channels.at(-1)}`;
  const hours = `lunes a viernes de ${clock12(site.hours.opens)} a ${clock12(site.hours.closes)}`;
  const offices = site.offices.map((o) => `${o.city} (${o.region})`).join(", ");
  const support = sla.emailSupport;
  const steps = processSteps
    .map((s) =>
      s.duration
        ? `${stepNames[s.id]} (${s.duration.min === s.duration.max ? s.duration.min : `${s.duration.min}-${s.duration.max}`} ${(s.duration.max === 1 ? unitOne : units)[s.duration.unit]})`
        : stepNames[s.id],
    )
    .join(", ");
  const plansLine = paidPlans
    .map(
      (p) =>
        `${planName(p.id)} ${usd(p.monthlyUsd)} al mes (${annualUsd(p)} al mes con facturación anual)`,
    )
    .join("; ");

  function planAnswer(id: PlanId, annual: boolean): string {
    const p = planById(id);
    const l = p.limits;
    const limits = [
      `${int(l.activeUsersPerMonth)} usuarios activos al mes`,
      `${l.automatedFlows} bots o flujos automatizados`,
      `${l.liveChatAgents ?? NA} ${l.liveChatAgents === null ? "(agentes de chat en vivo)" : "agentes de chat en vivo"}`,
      `${l.adminUsers ?? NA} ${l.adminUsers === null ? "(usuarios administradores)" : "usuarios administradores"}`,
      `${l.chatHistoryDays} días de historial de chat`,
      l.onboardingHours
        ? `${l.onboardingHours} hora de onboarding de implementación`
        : "sin onboarding de implementación",
      "formularios y bloques ilimitados, chat en vivo omnicanal, webhooks y API",
    ].join(", ");
    const supportLevel = p.support === "priority" ? "prioritario" : "estándar";
    if (p.monthlyUsd === 0)
      return `El plan Demo es gratuito y sirve para ${audience.demo}. Incluye ${limits}. Soporte técnico ${supportLevel}.`;
    const price = annual
      ? `Con facturación anual, el plan ${planName(id)} cuesta ${annualUsd(p)} al mes (${discountPct} menos que los ${usd(p.monthlyUsd)} de la facturación mensual) y la instalación es gratis.`
      : `El plan ${planName(id)} cuesta ${usd(p.monthlyUsd)} al mes con facturación mensual, o ${annualUsd(p)} al mes con facturación anual (${discountPct} de descuento).`;
    return `${price} Está pensado para ${audience[id]} e incluye ${limits}. Soporte técnico ${supportLevel}. Precios sin impuestos.`;
  }

  return {
    lang: "es",
    greeting: `¡Hola! Soy ${site.assistantName}, tu asistente de ventas de ${site.companyName}. Puedo contarte sobre nuestros planes y precios, canales, servicios, tiempos de entrega y soporte. ¿En qué te ayudo?`,
    thanks: `¡Con gusto! Si quieres verlo funcionando en tu negocio, agenda una demo gratuita de unos ${demo.chatCardMinutes} minutos: ${schedule}`,
    human: `Claro, te atiende una persona de nuestro equipo: escríbenos por WhatsApp (${site.whatsappUrl}), llámanos al ${site.phone} o escribe a ${site.email}, de ${hours}. También puedes agendar una demo gratuita con un especialista: ${schedule}`,
    demo: `¡Perfecto! La demo es gratuita y dura unos ${demo.chatCardMinutes} minutos: te mostramos cómo la IA puede atender, vender y automatizar en tu negocio. Elige tu horario aquí: ${schedule}`,
    unknown: `No tengo ese dato, y prefiero no inventarlo. Un especialista puede responderte en una demo gratuita (${schedule}) o por correo a ${site.email}.`,
    demoOffer: `¿Quieres verlo en acción? Agenda una demo gratuita de unos ${demo.chatCardMinutes} minutos: ${schedule}`,
    planAnswer,
    plansOverview: `Nuestros planes de ${platform}: ${plansLine}; y el plan Demo, gratuito para evaluar. Con facturación anual tienes ${discountPct} de descuento e instalación gratis. Precios en dólares, sin impuestos.`,
    docs: [
      {
        id: "plans",
        title: "Planes y precios",
        keywords: "precio precios tarifas planes plan mensual comparar barato económico",
        text: `Nuestros planes de ${platform}: ${plansLine}; y el plan Demo, gratuito para evaluar. Con facturación anual tienes ${discountPct} de descuento e instalación gratis.`,
        demo: true,
      },
      {
        id: "annual",
        title: "Facturación anual y descuento",
        keywords: "anual año al año anualmente descuento ahorro pagar por año",
        text: `Con la facturación anual el precio mensual baja un ${discountPct} y la instalación es gratis (te ahorras ${usd(billing.installationFeeUsd)}), igual que la configuración de cada flujo. Por ejemplo: ${paidPlans.map((p) => `${planName(p.id)} ${annualUsd(p)} al mes`).join(", ")}.`,
        demo: true,
      },
      {
        id: "fees",
        title: "Instalación, configuración y cargos únicos",
        keywords:
          "instalación configuración setup cargo único tarifa costo adicional flujo flujos implementación pago inicial",
        text: `La instalación tiene un costo único de ${usd(billing.installationFeeUsd)}, solo si necesitas ayuda con la implementación. La configuración y creación de cada flujo automatizado cuesta ${usd(billing.perFlowSetupUsd)} por flujo. Con el plan anual, ambas son gratis.`,
        demo: true,
      },
      {
        id: "trial",
        title: "Prueba gratis",
        keywords: "prueba gratis gratuita probar trial días registro sin costo",
        text: `${platform} tiene una prueba gratuita de ${billing.freeTrialDays} días. Regístrate aquí: ${site.integrations.freeTrialUrl}`,
        demo: true,
      },
      {
        id: "channels",
        title: "Canales e integraciones",
        keywords:
          "canales canal integraciones whatsapp telegram instagram facebook web sms redes mensajería omnicanal conectar",
        text: `${platform} integra ${channelList} en una sola bandeja de chat en vivo omnicanal, con un agente de IA que atiende 24/7. Todos los planes incluyen chat en vivo omnicanal, webhooks y API.`,
        demo: true,
      },
      {
        id: "platform",
        title: `${platform}, plataforma multicanal`,
        keywords: "plataforma multicanal novachannel bandeja agente ia 24/7 atención clientes",
        text: `${platform} es nuestra plataforma de atención multicanal: ${channelList} en una sola bandeja, con chat en vivo omnicanal y un agente de IA que atiende a tus clientes las 24 horas. Tiene prueba gratis de ${billing.freeTrialDays} días.`,
        demo: true,
      },
      {
        id: "aiAgents",
        title: "Agentes IA web y chatbots",
        keywords:
          "chatbot chatbots bot agente agentes ia web widget videobot captación leads clientes potenciales página informativa",
        text: `Creamos agentes de IA para tu web: chatbot de captación de clientes potenciales, widget web, videobot y página informativa con agente. Un chatbot básico se entrega en ${range(delivery.basicChatbotWeeks)} semanas y uno complejo en ${range(delivery.complexChatbotWeeks)} semanas. Se cotizan según cada cliente.`,
        demo: true,
      },
      {
        id: "content",
        title: "Generación de contenido con IA",
        keywords:
          "contenido generación avatar clonación voz redes sociales automatización videos marketing",
        text: "Generamos contenido con IA: clonación de avatar, clonación de voz y automatización de redes sociales, siempre con el consentimiento expreso y por escrito de la persona retratada. Se cotiza según cada cliente.",
        demo: true,
      },
      {
        id: "aiDevelopment",
        title: "Desarrollo de software con IA",
        keywords:
          "desarrollo software programación apps aplicaciones web móviles agentes autónomos iacoding ahorro tiempo costos",
        text: `Desarrollamos software asistido por IA (apps web, móviles para iOS y Android, y agentes autónomos): hasta ${claims.aiDevTimeSavingPct} % menos tiempo y hasta ${claims.aiDevCostSavingPct} % menos costo. Un desarrollo tradicional cuesta de ${int(claims.traditionalDevUsd[0])} a ${int(claims.traditionalDevUsd[1])} USD; con IA, de ${int(claims.aiDevUsd[0])} a ${int(claims.aiDevUsd[1])} USD.`,
        demo: true,
      },
      {
        id: "contactCenter",
        title: "Contact center con agentes humanos",
        keywords:
          "contact center call center agentes humanos teléfono llamadas correo telemarketing cobranza cobros investigación mercado servicio cliente",
        text: "Nuestro contact center ofrece agentes humanos por teléfono, chat en vivo y correo, 24/7: servicio al cliente, telemarketing, cobranza e investigación de mercado.",
        demo: true,
      },
      {
        id: "transcription",
        title: "Transcripción de video a texto",
        keywords: "transcripción transcribir video texto subtítulos audio herramienta",
        text: `Tenemos una herramienta gratuita de transcripción de video a texto en el sitio: sube un video de hasta ${MAX_VIDEO_BYTES / 1024 / 1024} MB (MP4, MOV, AVI o WMV) y obtén el texto.`,
        demo: false,
      },
      {
        id: "services",
        title: "Servicios",
        keywords: "servicios ofrecen hacen qué soluciones productos",
        text: `Ofrecemos: agentes IA web (chatbots, videobots), la plataforma multicanal ${platform}, contact center con agentes humanos, generación de contenido con IA, desarrollo de software con IA y una herramienta de transcripción de video.`,
        demo: true,
      },
      {
        id: "delivery",
        title: "Tiempos de entrega",
        keywords:
          "tiempo entrega cuánto tarda demora plazo semanas listo implementar lanzamiento soporte después",
        text: `Un chatbot básico está listo en ${range(delivery.basicChatbotWeeks)} semanas y uno complejo en ${range(delivery.complexChatbotWeeks)} semanas. Después del lanzamiento te damos soporte al menos ${delivery.minSupportAfterLaunchDays} días.`,
        demo: true,
      },
      {
        id: "process",
        title: "Proceso de implementación",
        keywords:
          "proceso pasos etapas cómo trabajan metodología evaluación diseño implementación capacitación monitoreo",
        text: `Nuestro proceso: ${steps}.`,
        demo: true,
      },
      {
        id: "sla",
        title: "Disponibilidad y acuerdo de nivel de servicio (SLA)",
        keywords: "sla disponibilidad uptime garantía caída servicio nivel",
        text: `Garantizamos una disponibilidad mensual del ${sla.monthlyUptimePct} %. Incidentes (horas hábiles): prioridad alta resueltos en ${range(sla.incidents.highResolvedHours)} horas, media en ${range(sla.incidents.mediumResolvedHours)} horas, y baja respondidos en ${sla.incidents.lowAnsweredHours} horas.`,
        demo: false,
      },
      {
        id: "supportHours",
        title: "Soporte técnico y horario de soporte",
        keywords:
          "soporte técnico ayuda horario correo email incidente prioritario estándar atención",
        text: `El soporte por correo atiende de lunes a viernes de ${support.opens} a ${support.closes} (hora de ${support.city}). Diamante y Elite tienen soporte prioritario; Starter y Demo, estándar. Incidentes de prioridad alta se resuelven en ${range(sla.incidents.highResolvedHours)} horas hábiles.`,
        demo: false,
      },
      {
        id: "refund",
        title: "Política de reembolso",
        keywords: "reembolso devolución devolver dinero cancelar cargo duplicado falla",
        text: `Las ventas son finales. Excepciones: una falla técnica comprobada sin resolver más de ${refund.unresolvedFailureCalendarDays} días naturales después del aviso formal, o un cargo duplicado verificado reportado dentro de ${refund.duplicateChargeReportCalendarDays} días naturales. La solicitud se presenta dentro de ${refund.requestWindowCalendarDays} días naturales del hecho y se evalúa en hasta ${refund.evaluationBusinessDays} días hábiles.`,
        demo: false,
      },
      {
        id: "payment",
        title: "Métodos de pago",
        keywords: "pago pagar métodos tarjeta crédito transferencia bancaria forma costa rica",
        text: "Aceptamos las principales tarjetas de crédito y transferencia bancaria; hay opciones locales para empresas en Costa Rica.",
        demo: false,
      },
      {
        id: "taxes",
        title: "Moneda e impuestos",
        keywords: "impuestos iva moneda dólares usd moneda local factura facturación costos api",
        text: `Los precios están en dólares (${billing.currency}) y no incluyen impuestos ni el costo de las API de IA de terceros. Si necesitas factura en moneda local, escríbenos a ${site.email}.`,
        demo: false,
      },
      {
        id: "planChange",
        title: "Cambiar de plan y planes a medida",
        keywords: "cambiar plan mejorar bajar upgrade prorrateo personalizado medida",
        text: "Puedes cambiar de plan cuando quieras: el cambio se aplica en el siguiente ciclo de facturación, prorrateado. También hacemos planes a medida.",
        demo: true,
      },
      {
        id: "offices",
        title: "Oficinas",
        keywords: "oficinas dónde ubicación están país ciudad dirección",
        text: `Tenemos oficinas en ${offices}. Atendemos empresas de América Latina, el Caribe, Europa y Estados Unidos.`,
        demo: false,
      },
      {
        id: "hours",
        title: "Horario de atención",
        keywords: "horario hora abren atienden días laborales",
        text: `Atendemos de ${hours}.`,
        demo: false,
      },
      {
        id: "contact",
        title: "Contacto",
        keywords: "contacto teléfono correo email whatsapp escribir llamar comunicarme",
        text: `Teléfono y WhatsApp: ${site.phone} (${site.whatsappUrl}). Correo: ${site.email}. Horario: ${hours}.`,
        demo: true,
      },
      {
        id: "rowUsers",
        title: "Usuarios activos por plan",
        keywords: "usuarios activos contactos clientes mes límite",
        text: `Usuarios activos al mes: ${row((p) => p.limits.activeUsersPerMonth, NA)}.`,
        demo: true,
      },
      {
        id: "rowFlows",
        title: "Bots y flujos automatizados por plan",
        keywords: "bots flujos automatizados automatizaciones cuántos",
        text: `Bots o flujos automatizados: ${row((p) => p.limits.automatedFlows, NA)}. Formularios y bloques: ${includedInAllPlans.formsAndBlocks === "unlimited" ? "ilimitados" : ""} en todos los planes.`,
        demo: true,
      },
      {
        id: "rowAgents",
        title: "Agentes de chat en vivo por plan",
        keywords: "agentes chat vivo operadores asesores cuántos",
        text: `Agentes de chat en vivo: ${row((p) => p.limits.liveChatAgents, NA)}.`,
        demo: true,
      },
      {
        id: "rowAdmins",
        title: "Usuarios administradores por plan",
        keywords: "administradores admin usuarios cuentas",
        text: `Usuarios administradores: ${row((p) => p.limits.adminUsers, NA)}.`,
        demo: true,
      },
      {
        id: "rowHistory",
        title: "Historial de chat por plan",
        keywords: "historial chat conversaciones guardar días retención",
        text: `Historial de chat: ${row((p) => `${p.limits.chatHistoryDays} días`, NA)}.`,
        demo: true,
      },
      {
        id: "rowOnboarding",
        title: "Onboarding de implementación por plan",
        keywords: "onboarding capacitación inicial acompañamiento hora",
        text: `Onboarding de implementación: ${row((p) => (p.limits.onboardingHours ? `${p.limits.onboardingHours} hora` : null), NA)}.`,
        demo: true,
      },
      {
        id: "rowIncluded",
        title: "Incluido en todos los planes",
        keywords:
          "incluido incluye todos webhooks api formularios bloques ilimitados chat omnicanal",
        text: `Todos los planes (${plans.map((p) => planName(p.id)).join(", ")}) incluyen formularios y bloques ilimitados, chat en vivo omnicanal, webhooks y API, e integración con ${channelList}.`,
        demo: true,
      },
      {
        id: "results",
        title: "Resultados",
        keywords:
          "resultados beneficios conversiones ventas ahorro funciona casos clientes testimonios",
        text: `Nuestros clientes cuentan hasta ${claims.conversionRisePct} % más conversiones y ${claims.operatingTimeCutPct} % menos tiempo operativo.`,
        demo: true,
      },
      {
        id: "demoInfo",
        title: "La demo gratuita",
        keywords: "demo demostración gratis reunión videollamada minutos qué incluye",
        text: `La demo es gratuita: en el chat hablamos de unos ${demo.chatCardMinutes} minutos, y la videollamada de demostración dura ${demo.videoCallMinutes} minutos. Agenda aquí: ${schedule}`,
        demo: false,
      },
    ],
  };
}
