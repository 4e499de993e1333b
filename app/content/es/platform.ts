/** Texts of the multichannel platform page (Spanish). `{platform}`, `{trialDays}` come from config and business.ts. */
export const platformEs = {
  hero: {
    eyebrow: "Plataforma de atención multicanal",
    freeTrial: "Prueba gratis {trialDays} días",
    demo: "Agendar demo",
  },
  channels: {
    title: "Conecta todos tus canales",
    subtitle:
      "Tus clientes escriben por donde prefieren; tu equipo responde desde una sola bandeja.",
  },
  gallery: {
    title: "Conoce la plataforma por dentro",
    subtitle: "Bandeja unificada, chat en vivo, flujos automatizados y métricas en tiempo real.",
    label: "Capturas de la plataforma",
    slide: "Captura {n} de {total}",
    goTo: "Ir a la captura {n}",
    previous: "Captura anterior",
    next: "Captura siguiente",
    enlarge: "Ampliar: {title}",
    close: "Cerrar vista ampliada",
    slides: {
      inbox: {
        title: "Bandeja unificada",
        text: "Todas las conversaciones de todos los canales en un solo lugar.",
      },
      chat: {
        title: "Chat en vivo con agente IA",
        text: "El agente IA responde al instante y pasa la conversación a tu equipo cuando hace falta.",
      },
      flows: {
        title: "Constructor de flujos",
        text: "Diseña bots y flujos automatizados arrastrando bloques, sin programar.",
      },
      analytics: {
        title: "Analítica en tiempo real",
        text: "Volumen, tiempos de respuesta y satisfacción por canal y por agente.",
      },
      channels: {
        title: "Conexión de canales",
        text: "Activa WhatsApp, Instagram, Facebook, Telegram, Web y SMS en minutos.",
      },
    },
  },
  mock: {
    app: "{platform}",
    search: "Buscar conversaciones",
    inbox: "Bandeja",
    contacts: ["María González", "Carlos Ruiz", "Ana Torres", "Luis Méndez", "Sofía Herrera"],
    previews: [
      "¿Tienen envío a Guadalajara?",
      "Quiero agendar una cita",
      "Gracias, ya recibí mi pedido",
      "¿Cuál es el horario?",
      "Necesito una factura",
    ],
    customer: "Hola, ¿tienen disponibilidad para mañana?",
    bot: "¡Hola María! Tenemos 10:00 o 15:00. ¿Cuál prefieres?",
    customer2: "A las 10:00, por favor",
    bot2: "¡Listo! Cita agendada. Te enviamos la confirmación.",
    typing: "Escribe un mensaje…",
    aiBadge: "Agente IA",
    flowStart: "Inicio",
    flowMenu: "Menú principal",
    flowSales: "Ventas",
    flowSupport: "Soporte",
    flowAgent: "Pasar a agente",
    flowLead: "Guardar lead",
    stats: ["Conversaciones", "Tiempo de respuesta", "Resueltas por IA", "Satisfacción"],
    week: ["L", "M", "X", "J", "V", "S", "D"],
    connected: "Conectado",
    connect: "Conectar",
  },
  features: {
    title: "Todo lo que tu equipo necesita para atender mejor",
    items: [
      {
        title: "Chat en vivo omnicanal",
        text: "Una bandeja para todos los canales, con asignación a agentes, etiquetas, notas internas e historial de cada cliente.",
      },
      {
        title: "Agente IA 24/7",
        text: "Responde preguntas, califica prospectos y agenda citas a cualquier hora, y deriva a una persona cuando hace falta.",
      },
      {
        title: "Flujos y automatización",
        text: "Formularios, bloques ilimitados, webhooks y API para conectar tu CRM, tu tienda o tu sistema de reservas.",
      },
    ],
  },
  plans: {
    eyebrow: "Planes y Precios",
    title: "Planes y Precios",
    subtitle: "Empieza gratis con el plan Demo y crece cuando lo necesites.",
  },
  why: {
    title: "¿Por qué elegir {platform}?",
    items: [
      {
        title: "Implementación acompañada",
        text: "Te ayudamos a configurar tus canales y tus primeros flujos, con onboarding incluido en los planes superiores.",
      },
      {
        title: "Hecha para Latinoamérica",
        text: "Soporte en español, atención en tu zona horaria y facturación en moneda local.",
      },
      {
        title: "Crece sin cambiar de herramienta",
        text: "Desde {minUsers} hasta {maxUsers} usuarios activos por mes: cambias de plan cuando quieras.",
      },
      {
        title: "Tus datos, seguros",
        text: "Historial de conversaciones protegido, usuarios administradores y permisos por agente.",
      },
    ],
  },
  closing: {
    title: "Agenda una Demo Personalizada",
    text: "Te mostramos {platform} con tus propios canales y casos de uso, en una videollamada de {demoMinutes} minutos.",
    button: "Agendar demo personalizada",
  },
};

export type PlatformContent = typeof platformEs;
