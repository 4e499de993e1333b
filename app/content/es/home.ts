import type { RouteId } from "../routes.ts";

/**
 * Home page texts in Spanish (docs/product/spec.md §2 "Home", §4). Their shape is the type the English texts
 * must match. `{placeholders}` are filled on the server by the home loader: brand names from the
 * site config, figures from business.ts (never typed here).
 */

/** A card that links to one of our pages; `route` is the same in both languages. */
type LinkedCard = { route: RouteId; title: string; text: string };
type Feature = { title: string; text: string };

export const homeEs = {
  hero: {
    eyebrow: "Inteligencia artificial para empresas",
    /** The part of the page heading shown in the brand colour (must occur in the heading). */
    highlight: "Inteligencia Artificial",
    phrases: [
      "Chatbots que venden mientras duermes",
      "Atención 24/7 en todos tus canales",
      "Automatización que te devuelve horas",
      "Contenido con tu avatar y tu voz",
      "Software a la medida, creado con IA",
    ],
    secondary: "Ver servicios",
    pause: "Pausar animación",
    play: "Reanudar animación",
    trust: [
      "Atención 24/7",
      "{channelCount} canales en una bandeja",
      "Demo gratuita de {demoMinutes} minutos",
    ],
  },
  welcome: {
    title: "Bienvenido a {company}",
    text: "Descubre en una demo gratuita cómo la inteligencia artificial puede atender a tus clientes, vender y automatizar tu negocio.",
    points: [
      "Videollamada de {demoMinutes} minutos con un especialista",
      "Casos reales aplicados a tu sector",
      "Sin costo y sin compromiso",
    ],
    demo: "Agendar Demo Gratis",
    later: "Ahora no, explorar el sitio",
    thanksTitle: "¡Gracias por tu interés!",
    thanksText:
      "Abrimos la página de reservas en una pestaña nueva. Elige el día y la hora que prefieras.",
  },
  services: {
    eyebrow: "Qué hacemos",
    title: "Soluciones de IA para cada área de tu negocio",
    subtitle:
      "Desde el primer mensaje de un cliente hasta el software que mueve tu operación: un solo equipo para todo.",
    more: "Conocer más",
    items: [
      {
        route: "aiAgents",
        title: "Chatbots y agentes IA",
        text: "Agentes entrenados con la información de tu negocio que responden, califican y captan clientes en tu web.",
      },
      {
        route: "novachannel",
        title: "Plataforma multicanal {platform}",
        text: "WhatsApp, Instagram, Facebook, Telegram, Web y SMS en una sola bandeja, con un agente IA 24/7.",
      },
      {
        route: "content",
        title: "Clonación de avatar y voz",
        text: "Videos y mensajes con tu imagen y tu voz, producidos a escala y siempre con tu consentimiento.",
      },
      {
        route: "content",
        title: "Automatización de redes sociales",
        text: "Publica y responde en tus redes de forma automática, con un calendario de contenido que no se detiene.",
      },
      {
        route: "aiDevelopment",
        title: "Desarrollo de software con IA",
        text: "Apps web, móviles y agentes autónomos con hasta {timeSaving} % menos tiempo de desarrollo.",
      },
      {
        route: "apps",
        title: "Aplicaciones a la medida",
        text: "Diseñamos y construimos la app que tu operación necesita, con IA integrada desde el primer día.",
      },
      {
        route: "contactCenter",
        title: "Contact Center humano",
        text: "Agentes humanos por teléfono, chat en vivo y correo, 24/7: servicio al cliente, televentas y cobranza.",
      },
    ] as LinkedCard[],
  },
  ourServices: {
    eyebrow: "Nuestros servicios",
    title: "Tres formas de poner la IA a trabajar",
    subtitle:
      "Elige por dónde empezar; crecemos contigo cuando estés listo para el siguiente paso.",
    more: "Saber más",
    items: [
      {
        route: "aiAgents",
        title: "Asistentes virtuales",
        text: "Un asistente que conoce tus productos, responde al instante y agenda citas sin intervención humana.",
        points: [
          "Respuestas en segundos, 24/7",
          "Captura y calificación de prospectos",
          "Traspaso a un agente humano",
        ],
      },
      {
        route: "novachannel",
        title: "Automatización de procesos",
        text: "Flujos automáticos que conectan tus canales, tu CRM y tu equipo para que nada se quede sin atender.",
        points: ["Flujos sin código", "Webhooks y API", "Reportes de cada conversación"],
      },
      {
        route: "apps",
        title: "Desarrollo de aplicaciones",
        text: "Software web y móvil a la medida, construido con IA en una fracción del tiempo tradicional.",
        points: [
          "Hasta {timeSaving} % menos tiempo",
          "Hasta {costSaving} % menos costo",
          "Soporte de {supportDays} días después del lanzamiento",
        ],
      },
    ] as (LinkedCard & { points: string[] })[],
  },
  solutions: {
    eyebrow: "Soluciones",
    title: "Explora nuestras soluciones",
    subtitle: "Cada solución se adapta a tu sector, tus canales y tu forma de vender.",
    label: "Soluciones",
    tabs: [
      {
        route: "aiAgents",
        tab: "Chatbots y asistentes",
        title: "Chatbots y asistentes virtuales",
        text: "Convierte las visitas de tu web en clientes con un agente que conversa como tu mejor vendedor.",
        points: [
          "Chatbot de captación y widget web",
          "Videobot con rostro y voz",
          "Entrenado con tus documentos y precios",
        ],
        cta: "Ver agentes IA",
      },
      {
        route: "novachannel",
        tab: "Plataforma multicanal",
        title: "{platform}: todos tus canales en una bandeja",
        text: "Tu equipo y tu agente IA atienden {channelList} desde un mismo lugar.",
        points: [
          "Chat en vivo omnicanal",
          "Agente IA que atiende las 24 horas",
          "Prueba gratis por {trialDays} días",
        ],
        cta: "Conocer {platform}",
      },
      {
        route: "content",
        tab: "Contenido",
        title: "Contenido con IA para tu marca",
        text: "Clonamos tu avatar y tu voz para que produzcas videos y mensajes sin volver a grabar.",
        points: ["Clonación de avatar", "Clonación de voz", "Automatización de redes sociales"],
        cta: "Ver contenido con IA",
      },
      {
        route: "iacoding",
        tab: "Desarrollo IA",
        title: "Desarrollo de software asistido por IA",
        text: "Apps web y móviles de ${aiDevMin} a ${aiDevMax} en lugar de ${tradMin} a ${tradMax}.",
        points: [
          "Hasta {timeSaving} % menos tiempo",
          "Hasta {costSaving} % menos costo",
          "Agentes autónomos a la medida",
        ],
        cta: "Ver desarrollo con IA",
      },
    ] as (LinkedCard & { tab: string; points: string[]; cta: string })[],
  },
  process: {
    eyebrow: "Cómo funciona",
    title: "De la primera llamada a los resultados",
    subtitle: "Un proceso claro, con plazos conocidos desde el primer día.",
    stepLabel: "Paso {n}",
    steps: [
      {
        title: "Consulta inicial",
        text: "Conocemos tu negocio, tus canales y tus metas, y evaluamos dónde la IA te da más valor.",
      },
      {
        title: "Personalización",
        text: "Diseñamos el agente y sus flujos con tu tono, tus productos y tus preguntas frecuentes.",
      },
      {
        title: "Implementación",
        text: "Lo conectamos a tus canales, lo probamos contigo y capacitamos a tu equipo.",
      },
      {
        title: "Resultados",
        text: "Medimos cada conversación y mejoramos el agente mes a mes, con soporte continuo.",
      },
    ] as Feature[],
    duration: {
      days: "{min}–{max} días",
      weeks: "{min}–{max} semanas",
      oneDay: "1 día",
      oneWeek: "1 semana",
      ongoing: "Continuo",
    },
  },
  benefits: {
    eyebrow: "Beneficios",
    title: "Por qué las empresas eligen {company}",
    subtitle: "Resultados medibles sin complicar tu operación.",
    items: [
      {
        title: "Disponible 24/7",
        text: "Tus clientes reciben respuesta a cualquier hora, también fines de semana y feriados.",
      },
      {
        title: "Más ventas",
        text: "Cada conversación se convierte en una oportunidad: el agente califica y agenda por ti.",
      },
      {
        title: "Menos costos",
        text: "Automatiza las preguntas repetitivas y deja a tu equipo lo que de verdad importa.",
      },
      {
        title: "Todos tus canales",
        text: "WhatsApp, redes sociales, web y SMS con la misma calidad de atención.",
      },
      {
        title: "Implementación rápida",
        text: "Un chatbot básico está listo en {basicMin}–{basicMax} semanas, no en meses.",
      },
      {
        title: "Acompañamiento real",
        text: "Un equipo que te acompaña al menos {supportDays} días después del lanzamiento.",
      },
    ] as Feature[],
  },
  testimonials: {
    eyebrow: "Testimonios",
    title: "Lo que dicen nuestros clientes",
    subtitle: "Empresas de América Latina que ya venden y atienden con IA.",
    rating: "{rating} de 5 estrellas",
    items: [
      {
        name: "Mariana Solís",
        role: "Gerente Comercial, Clínica Dental Sonrisa",
        text: "Desde que el asistente atiende WhatsApp y la web, nuestras conversiones subieron un {conversionRise} %. Ya no perdemos pacientes fuera de horario.",
        image: "/images/home/testimonial-mariana.svg",
        rating: 5,
      },
      {
        name: "Andrés Quesada",
        role: "Director de Operaciones, Logística Central",
        text: "Automatizamos el seguimiento de pedidos y redujimos un {operatingTimeCut} % el tiempo operativo. El equipo ahora se dedica a los casos difíciles.",
        image: "/images/home/testimonial-andres.svg",
        rating: 5,
      },
      {
        name: "Lucía Herrera",
        role: "Fundadora, Casa Herrera Boutique",
        text: "Con mi avatar y mi voz clonados publico videos cada semana sin grabar. Mis clientas sienten que les hablo a ellas, y así es.",
        image: "/images/home/testimonial-lucia.svg",
        rating: 5,
      },
    ],
  },
  faq: {
    eyebrow: "Preguntas frecuentes",
    title: "Resolvemos tus dudas",
    subtitle: "Lo que más nos preguntan antes de empezar.",
    items: [
      {
        question: "¿Qué es un agente de IA y en qué se diferencia de un chatbot tradicional?",
        answer:
          "Un chatbot tradicional sigue un menú fijo. Un agente de IA entiende lo que escribe tu cliente, responde con la información de tu negocio y puede agendar, cotizar o pasar la conversación a una persona.",
      },
      {
        question: "¿Cuánto tiempo toma la implementación?",
        answer:
          "Un chatbot básico está listo en {basicMin}–{basicMax} semanas; un proyecto complejo, con integraciones a la medida, toma de {complexMin} a {complexMax} semanas.",
      },
      {
        question: "¿En qué canales puede atender?",
        answer:
          "En {channelList}. Todas las conversaciones llegan a una sola bandeja en {platform}, donde tu equipo puede intervenir cuando quiera.",
      },
      {
        question: "¿Necesito conocimientos técnicos?",
        answer:
          "No. Nosotros configuramos, entrenamos y conectamos el agente. Tu equipo recibe capacitación y acompañamiento durante al menos {supportDays} días después del lanzamiento.",
      },
      {
        question: "¿Cuánto cuesta?",
        answer:
          "Los planes de {platform} empiezan en {starterPrice} USD al mes y hay una prueba gratuita de {trialDays} días. Los proyectos a la medida se cotizan después de la demo.",
      },
      {
        question: "¿Mis datos y los de mis clientes están seguros?",
        answer:
          "Sí. Usamos tu información solo para entrenar a tu agente y nunca la vendemos a terceros; los términos y condiciones detallan nuestra política de privacidad. Además, el servicio garantiza una disponibilidad mensual del {uptimePct} %.",
      },
    ],
  },
  closing: {
    title: "¿Listo para acelerar tu negocio?",
    text: "Agenda una demo gratuita de {demoMinutes} minutos y descubre qué puede hacer la IA por tus ventas y tu atención al cliente.",
    secondary: "Hablar con un asesor",
  },
};

export type HomeContent = typeof homeEs;
