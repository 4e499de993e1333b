import { consentEs } from "./consent.ts";

/** Spanish interface text. Its shape is the type every language must match (see ../messages.ts). */
export const es = {
  common: {
    skipToContent: "Saltar al contenido",
    scheduleDemo: "Agendar Demo Gratis",
    contactUs: "Contáctanos",
    learnMore: "Saber más",
    newTab: "(se abre en una pestaña nueva)",
    close: "Cerrar",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    mainNav: "Navegación principal",
    mobileNav: "Menú móvil",
    switchLanguage: "English",
    switchLanguageLabel: "Ver esta página en inglés",
    notifications: "Notificaciones ({hotkey})",
  },
  nav: {
    home: "Inicio",
    services: "Servicios",
    allServices: "Todos los servicios",
    pricing: "Precios",
    contact: "Contacto",
    blog: "Blog",
    schedule: "Agendar demo",
    featured: "Destacado",
    menu: {
      platform: "{platform}: plataforma multicanal",
      platformText:
        "WhatsApp, Instagram, Facebook, Telegram, Web y SMS en una sola bandeja, con agente IA 24/7.",
      contactCenter: "Contact Center",
      contactCenterText: "Agentes humanos por teléfono, chat y correo, 24/7.",
      aiAgents: "Agentes IA",
      aiAgentsText: "Chatbots y videobots que captan clientes en tu web.",
      content: "Generación de Contenido",
      contentText: "Clonación de avatar y de voz, y automatización de redes.",
      aiDevelopment: "Desarrollo IA",
      aiDevelopmentText: "Apps web, móviles y agentes autónomos, más rápido.",
    },
  },
  cta: {
    title: "Agenda tu demostración gratuita",
    text: "En 30 minutos te mostramos cómo la IA puede atender, vender y automatizar por ti. Sin compromiso.",
    button: "Agendar Demo Gratis",
  },
  footer: {
    blurb:
      "Inteligencia artificial conversacional, chatbots, automatización y una plataforma de atención multicanal para empresas de América Latina, el Caribe, Europa y Estados Unidos.",
    services: "Servicios",
    company: "Empresa",
    legal: "Legal",
    social: "Redes sociales",
    terms: "Términos y condiciones",
    refund: "Política de reembolso",
    knowledge: "Centro de conocimiento",
    transcription: "Transcripción de video",
    language: "Idioma",
    rights: "© {year} {company}. Todos los derechos reservados.",
  },
  toast: {
    close: "Cerrar notificación",
  },
  notFound: {
    code: "404",
    title: "Página no encontrada",
    message: "Lo sentimos, no pudimos encontrar la página que estás buscando:",
    home: "Ir al inicio",
    reload: "Recargar página",
    metaTitle: "Página no encontrada",
    metaDescription:
      "La página que buscas no existe o cambió de dirección. Vuelve al inicio para ver nuestros servicios de IA.",
  },
  serverError: {
    title: "Algo salió mal",
    message: "Tuvimos un problema al mostrar esta página. Inténtalo de nuevo en un momento.",
  },
  blog: {
    empty:
      "Todavía no hay artículos publicados. Mientras tanto, agenda una demo y conversemos sobre tu proyecto.",
  },
  pages: {
    home: {
      title: "IA conversacional, chatbots y automatización",
      description:
        "Chatbots, agentes IA, automatización y una plataforma multicanal para vender y atender 24/7. Agenda tu demo gratuita.",
      heading: "Acelera Tu Negocio Con Inteligencia Artificial",
      intro:
        "Chatbots, agentes de IA, automatización y atención multicanal que trabajan 24/7 para que tu empresa venda más y atienda mejor.",
    },
    services: {
      title: "Servicios de IA y automatización",
      description:
        "Agentes IA web, plataforma multicanal, contenido con IA, desarrollo asistido por IA y contact center humano para tu empresa.",
      heading: "Servicios de inteligencia artificial para tu empresa",
      intro: "Todo lo que necesitas para atender, vender y automatizar con IA, en un solo equipo.",
    },
    aiAgents: {
      title: "Agentes IA web y chatbots",
      description:
        "Chatbot de captación, widget web, videobot y página informativa con agente IA que atiende y convierte visitas 24/7.",
      heading: "Agentes IA que atienden y venden en tu web",
      intro:
        "Chatbots y videobots entrenados con la información de tu negocio, listos para captar clientes día y noche.",
    },
    content: {
      title: "Clonación de avatar y voz con IA",
      description:
        "Clonación de avatar y de voz, y automatización de redes sociales: contenido con IA para tu marca, con tu consentimiento.",
      heading: "Contenido con IA: tu avatar y tu voz, a escala",
      intro:
        "Produce videos y mensajes con tu imagen y tu voz clonadas, y publica en redes de forma automática.",
    },
    aiDevelopment: {
      title: "Desarrollo de software con IA",
      description:
        "Desarrollo web, móvil y de agentes autónomos asistido por IA: hasta {timeSaving} % menos tiempo y {costSaving} % menos costo.",
      heading: "Desarrollo asistido por inteligencia artificial",
      intro:
        "Aplicaciones web, móviles y agentes autónomos construidos más rápido y a menor costo.",
    },
    apps: {
      title: "Desarrollo de aplicaciones",
      description:
        "Aplicaciones web y móviles a la medida, con IA integrada, diseño cuidado y soporte después del lanzamiento.",
      heading: "Aplicaciones a la medida de tu negocio",
      intro:
        "Diseñamos y construimos apps web y móviles con inteligencia artificial integrada desde el primer día.",
    },
    contactCenter: {
      title: "Contact center humano 24/7",
      description:
        "Agentes humanos por teléfono, chat en vivo y correo, 24/7: servicio al cliente, televentas, cobranza e investigación.",
      heading: "Contact center con agentes humanos",
      intro:
        "Un equipo profesional que atiende a tus clientes por teléfono, chat en vivo y correo, las 24 horas.",
    },
    novachannel: {
      title: "{platform}: plataforma de atención multicanal",
      description:
        "WhatsApp, Telegram, Instagram, Facebook, Web y SMS en una bandeja, con agente IA 24/7. Prueba gratis {trialDays} días.",
      heading: "Todos tus canales, una sola plataforma",
      intro: "Chat en vivo omnicanal y un agente de IA que atiende a tus clientes las 24 horas.",
    },
    iacoding: {
      title: "Desarrollo de apps con IA",
      description:
        "Creamos tu app web o móvil con IA: de ${aiDevMin} a ${aiDevMax} en lugar de ${tradMin} a ${tradMax}, y hasta {timeSaving} % más rápido.",
      heading: "Tu app, desarrollada con inteligencia artificial",
      intro:
        "Software a la medida en una fracción del tiempo y del costo del desarrollo tradicional.",
    },
    pricing: {
      title: "Precios y planes",
      description:
        "Planes de la plataforma multicanal desde {starterPrice} USD al mes, {annualDiscountPct} % de descuento anual, agentes IA web y servicios a la medida.",
      heading: "Planes y precios",
      intro:
        "Elige el plan que se ajusta a tu empresa. Con el plan anual ahorras {annualDiscountPct} % y la instalación es gratis.",
    },
    contact: {
      title: "Contacto",
      description:
        "Agenda una reunión o escríbenos. Oficinas en San José, Miami y San Pedro Sula; atención de lunes a viernes.",
      heading: "Hablemos de tu proyecto",
      intro: "Agenda una reunión en el calendario o contáctanos por el canal que prefieras.",
    },
    schedule: {
      title: "Agenda tu Demo Gratuito",
      description:
        "Elige día y hora para tu demostración gratuita de {demoMinutes} minutos: te mostramos la IA aplicada a tu negocio.",
      heading: "Agenda tu Demostración Gratuita",
      intro:
        "Elige el día y la hora que mejor te funcionen. La videollamada dura {demoMinutes} minutos y no tiene costo.",
    },
    scheduleConfirmation: {
      title: "Demo agendada",
      description:
        "Tu demostración gratuita está agendada. Revisa tu correo para la invitación y prepara tus preguntas.",
      heading: "¡Tu demo está agendada!",
      intro: "Te enviamos la invitación a tu correo. Esto es lo que sigue.",
    },
    scheduleManage: {
      title: "Gestiona tu reunión",
      description:
        "Consulta tu reunión con {company}, cámbiala a otra hora libre o cancélala desde tu enlace privado.",
      heading: "Gestiona tu reunión",
      intro: "Revisa los detalles, elige otra hora o cancela si ya no puedes asistir.",
    },
    transcription: {
      title: "Transcripción de video a texto",
      description:
        "Sube un video y obtén su transcripción en texto. Formatos MP4, MOV, AVI y WMV de hasta {maxVideoMb} MB.",
      heading: "Transcripción de video a texto",
      intro: "Sube tu video y convierte su audio en texto en pocos minutos.",
    },
    terms: {
      title: "Términos y condiciones",
      description:
        "Términos de servicio, acuerdo de nivel de servicio, política de privacidad y canales oficiales de contacto.",
      heading: "Términos y condiciones",
      intro: "Última actualización: {date}.",
    },
    refund: {
      title: "Política de reembolso",
      description:
        "Cuándo procede un reembolso: fallas técnicas no resueltas y cobros duplicados, plazos para solicitarlo y evaluarlo.",
      heading: "Política de reembolso",
      intro: "Última actualización: {date}.",
    },
    knowledge: {
      title: "Centro de conocimiento",
      description:
        "Guías de la plataforma multicanal, contenido con IA, desarrollo IA, planes, implementación y soporte técnico.",
      heading: "Centro de conocimiento",
      intro:
        "Todo lo que necesitas saber sobre nuestra plataforma y nuestros servicios, en un solo lugar.",
    },
    blog: {
      title: "Blog de IA y automatización",
      description:
        "Artículos sobre inteligencia artificial, chatbots, automatización y atención al cliente multicanal para empresas.",
      heading: "Blog",
      intro: "Ideas y casos prácticos de inteligencia artificial aplicada a los negocios.",
    },
    blogPost: {
      title: "Blog",
      description:
        "Artículos sobre inteligencia artificial, chatbots, automatización y atención al cliente multicanal para empresas.",
      heading: "Blog",
      intro: "",
    },
    welcome: {
      title: "¡Gracias por registrarte!",
      description:
        "Gracias por registrarte. Habla con nuestro avatar de voz o agenda una demo gratuita para empezar con buen pie.",
      heading: "¡Gracias por registrarte!",
      intro:
        "Ya eres parte de la comunidad. Agenda tu demo gratuita y te ayudamos a sacarle el máximo provecho.",
    },
  },
  consent: consentEs,
};
