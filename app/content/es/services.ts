/**
 * Texts of the services overview and the five service pages (Spanish). Numbers are filled from
 * business.ts through `{placeholders}`.
 */
export const servicesEs = {
  overview: {
    webAgent: {
      eyebrow: "Agente IA Web",
      title: "Un agente de IA que atiende y vende en tu sitio web",
      subtitle:
        "Convierte visitas en clientes con un asistente entrenado con la información de tu negocio.",
      items: [
        {
          title: "Chatbot de captación",
          text: "Conversa con cada visita, resuelve dudas y registra sus datos de contacto.",
        },
        {
          title: "Widget web",
          text: "Se instala en tu sitio en minutos y se adapta a los colores de tu marca.",
        },
        {
          title: "Videobot",
          text: "Un presentador en video que da la bienvenida y guía a tus visitantes.",
        },
        {
          title: "Página informativa + agente",
          text: "Una página de tu producto con un agente IA que responde y agenda.",
        },
      ],
      cta: "Contáctanos",
      more: "Ver agentes IA",
    },
    plans: {
      eyebrow: "Agentes IA + {platform}",
      title: "Planes de la plataforma {platform}",
      subtitle:
        "Chat en vivo omnicanal y un agente IA 24/7 en WhatsApp, Instagram, Facebook, Telegram, Web y SMS.",
      platform: "Conocer {platform}",
    },
    content: {
      eyebrow: "IA para contenido",
      title: "Contenido con tu imagen y tu voz, sin grabar cada video",
      subtitle: "Produce más contenido para tus redes con IA, siempre con tu consentimiento.",
      items: [
        {
          title: "Clonación de avatar",
          text: "Un avatar digital realista que presenta tus videos por ti.",
        },
        {
          title: "Clonación de voz",
          text: "Tu voz clonada para narraciones, anuncios y mensajes personalizados.",
        },
        {
          title: "Automatización de redes",
          text: "Programa y publica tu contenido en tus redes sociales de forma automática.",
        },
      ],
      more: "Ver generación de contenido",
    },
    development: {
      eyebrow: "Desarrollo",
      title: "Software y agentes a la medida",
      cards: [
        {
          title: "Desarrollo IA",
          text: "Apps web y móviles desarrolladas con IA: hasta {timeSaving} % menos tiempo y hasta {costSaving} % menos costo.",
        },
        {
          title: "Agentes autónomos",
          text: "Agentes de IA que ejecutan procesos completos: investigan, redactan, actualizan tus sistemas y te reportan.",
        },
      ],
      info: "Solicitar información",
      schedule: "Agendar una consulta",
    },
    closing: {
      title: "Agenda una demostración gratuita",
      text: "En {demoMinutes} minutos te mostramos qué puede hacer la IA por tu negocio. Sin compromiso.",
      button: "Agendar demostración",
    },
  },
  aiAgents: {
    products: {
      eyebrow: "Soluciones",
      title: "Cuatro formas de atender con IA en tu web",
      items: [
        {
          title: "Chatbot de captación de leads",
          text: "Conversa con cada visita, califica su interés y guarda sus datos en tu CRM.",
          bullets: ["Preguntas de calificación", "Envío de leads por correo o CRM"],
        },
        {
          title: "Widget web",
          text: "Un botón de chat con tu marca, en cualquier sitio: WordPress, Shopify, Wix o a la medida.",
          bullets: ["Instalación con una línea de código", "Colores y mensajes de tu marca"],
        },
        {
          title: "Videobot",
          text: "Un video interactivo con tu presentador que guía a la visita paso a paso.",
          bullets: ["Respuestas en video", "Más tiempo en tu sitio"],
        },
        {
          title: "Página informativa + agente",
          text: "Una página de tu producto o servicio con un agente IA que responde y agenda citas.",
          bullets: ["Lista para campañas", "Agenda integrada"],
        },
      ],
    },
    delivery: {
      eyebrow: "Entrega",
      title: "De la idea a tu agente en producción",
      items: [
        { title: "Chatbot básico", text: "Listo en {basicMin} a {basicMax} semanas." },
        {
          title: "Proyecto complejo",
          text: "Con integraciones a la medida, de {complexMin} a {complexMax} semanas.",
        },
        {
          title: "Soporte incluido",
          text: "Acompañamiento de al menos {supportDays} días después del lanzamiento.",
        },
      ],
    },
    quote: "Solicitar presupuesto",
    pricing: "Ver precios",
  },
  content: {
    items: {
      eyebrow: "Servicios",
      title: "Tu marca, presente en todas partes",
      list: [
        {
          title: "Clonación de avatar",
          text: "Grabamos una sesión corta contigo y creamos un avatar digital que presenta tus videos.",
          bullets: ["Videos en varios idiomas", "Sin volver a grabar"],
        },
        {
          title: "Clonación de voz",
          text: "Tu voz clonada para narraciones, anuncios, cursos y mensajes personalizados.",
          bullets: ["Entonación natural", "Español e inglés"],
        },
        {
          title: "Automatización de redes sociales",
          text: "Planificamos, generamos y publicamos tu contenido en tus redes de forma automática.",
          bullets: ["Calendario de publicaciones", "Métricas de alcance"],
        },
      ],
    },
    disclaimer: {
      title: "Uso responsable de la clonación",
      text: "Solo clonamos el avatar o la voz de una persona con su autorización expresa. El cliente es responsable del uso que haga del contenido generado y de contar con los derechos sobre la imagen y la voz utilizadas.",
      link: "Leer los términos y condiciones",
    },
  },
  aiDevelopment: {
    cards: {
      eyebrow: "Qué desarrollamos",
      title: "Tres tipos de proyecto, un mismo método",
      items: [
        {
          title: "Aplicaciones web",
          text: "Portales, paneles, tiendas y sistemas internos rápidos y seguros.",
          bullets: ["Diseño responsive", "Integración con tus sistemas"],
        },
        {
          title: "Aplicaciones móviles",
          text: "Apps para iOS y Android con la experiencia que esperan tus usuarios.",
          bullets: ["Publicación en tiendas", "Notificaciones y pagos"],
        },
        {
          title: "Agentes autónomos",
          text: "Agentes de IA que ejecutan tareas de principio a fin dentro de tus procesos.",
          bullets: ["Conectados a tus datos", "Supervisión humana"],
        },
      ],
    },
    claims: {
      title: "Más rápido y a menor costo",
      time: "menos tiempo de desarrollo",
      cost: "menos costo",
      traditional: "Desarrollo tradicional",
      ai: "Desarrollo con IA",
      upTo: "hasta",
    },
    schedule: "Agendar una consulta",
    more: "Ver cómo trabajamos",
  },
  apps: {
    items: {
      eyebrow: "Aplicaciones",
      title: "Lo que construimos para ti",
      list: [
        {
          title: "Apps web a la medida",
          text: "Sistemas de gestión, portales de clientes y tiendas en línea.",
        },
        {
          title: "Apps móviles",
          text: "Aplicaciones para iOS y Android, publicadas en las tiendas.",
        },
        {
          title: "IA integrada",
          text: "Chat, recomendaciones, búsqueda inteligente y automatización dentro de tu app.",
        },
        {
          title: "Integraciones",
          text: "Conexión con tu CRM, ERP, pasarelas de pago y nuestra plataforma {platform}.",
        },
      ],
    },
    process: {
      eyebrow: "Proceso",
      title: "Cómo trabajamos",
      steps: {
        evaluation: "Evaluación",
        design: "Diseño",
        implementation: "Implementación",
        training: "Capacitación",
        monitoring: "Monitoreo",
      },
      // Each step's duration in words, from business.ts (processSteps) on the server.
      durations: {
        evaluation: "{stepEvaluation}",
        design: "{stepDesign}",
        implementation: "{stepImplementation}",
        training: "{stepTraining}",
        monitoring: "Continuo",
      },
      support: "Incluye al menos {supportDays} días de soporte después del lanzamiento.",
    },
    schedule: "Agendar una consulta",
    iacoding: "Conocer desarrollo con IA",
  },
  contactCenter: {
    channels: {
      eyebrow: "Canales",
      title: "Atención humana por todos los canales",
      list: [
        {
          title: "Teléfono",
          text: "Llamadas entrantes y salientes con agentes capacitados en tu marca.",
        },
        {
          title: "Chat en vivo",
          text: "Agentes en tu web y tus redes, apoyados por nuestra plataforma multicanal.",
        },
        { title: "24/7", text: "Cobertura de día, de noche, fines de semana y feriados." },
        {
          title: "Correo electrónico",
          text: "Respuestas claras y a tiempo, con seguimiento de cada caso.",
        },
      ],
    },
    services: {
      eyebrow: "Servicios",
      title: "Lo que hacemos por tus clientes",
      list: [
        {
          title: "Servicio al cliente",
          text: "Resolvemos dudas, pedidos y reclamos con tus políticas.",
        },
        { title: "Telemarketing", text: "Campañas de venta y seguimiento de prospectos." },
        { title: "Cobranza", text: "Gestión de cobro amable y efectiva, con reportes." },
        {
          title: "Investigación de mercado",
          text: "Encuestas y estudios telefónicos para conocer a tu mercado.",
        },
      ],
    },
    contact: "Contáctanos",
    closing: {
      title: "Cuéntanos cómo atiendes hoy a tus clientes",
      text: "Te proponemos un equipo a la medida de tus horarios, tus canales y tu volumen.",
    },
  },
  closing: {
    title: "¿Listo para empezar?",
    text: "Agenda una llamada gratuita y diseñamos juntos la solución para tu negocio.",
    contact: "Contáctanos",
  },
};

export type ServicesContent = typeof servicesEs;
