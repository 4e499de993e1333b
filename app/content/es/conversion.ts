/**
 * Spanish texts of the conversion pages: contact, demo scheduling, confirmation, /iacoding and
 * /welcome, plus the scheduling widget they share. Numbers come from business.ts via {placeholders}.
 */
export const conversionEs = {
  scheduling: {
    loading: "Cargando el calendario…",
    errorTitle: "Error",
    error: "Error al cargar el calendario. Por favor, recarga la página.",
    failedTitle: "El calendario no pudo cargarse",
    offTitle: "Reserva en nuestro calendario en línea",
    fallbackText:
      "Elige el día y la hora que prefieras en nuestra página de reservas. Solo toma un minuto.",
    fallbackLink: "Abrir el calendario de reservas",
    weekdays: ["L", "M", "X", "J", "V", "S", "D"],
  },
  contact: {
    widgetTitle: "Agenda una Reunión",
    widgetText: "Elige un horario para una videollamada con nuestro equipo.",
    cardTitle: "Información de contacto",
    offices: "Oficinas",
    phone: "Teléfono y WhatsApp",
    phoneLabel: "Escríbenos por WhatsApp al {phone}",
    email: "Soporte",
    hours: "Horario",
    hoursText: "Lunes - Viernes: 8:00 AM - 5:00 PM",
    social: "Síguenos",
    planOfInterest: "Plan de interés",
    planNote: "Plan de interés: {plan}",
    plans: { diamante: "Diamante", elite: "Elite", starter: "Starter", demo: "Demo" },
  },
  schedule: {
    widgetTitle: "Elige día y hora",
    chosenService: "Servicio elegido",
    serviceNote: "Servicio de interés: {service}",
    services: {
      chatbot: "Chatbot de captación de clientes",
      videobot: "Videobot con agente IA",
      contenido: "Generación de contenido con IA",
      desarrollo: "Desarrollo asistido por IA",
      agentes: "Agentes autónomos",
      novachannel: "Plataforma multicanal",
      "contact-center": "Contact center humano",
    },
    expectTitle: "Qué incluye tu demo",
    expect: [
      "Videollamada de {demoMinutes} minutos con un especialista, sin costo ni compromiso.",
      "Analizamos tu negocio y los canales por los que te escriben tus clientes.",
      "Te mostramos en vivo un agente de IA atendiendo, vendiendo y agendando.",
      "Recibes una propuesta con plan, tiempos y costos claros.",
    ],
  },
  confirmation: {
    nextTitle: "Qué sigue",
    steps: [
      {
        title: "Revisa tu correo",
        text: "Te llegó la invitación con el enlace de la videollamada. Agrégala a tu calendario.",
      },
      {
        title: "Prepara tus preguntas",
        text: "Piensa en los canales que usas, cuántos mensajes recibes y qué te gustaría automatizar.",
      },
      {
        title: "Conéctate a la demo",
        text: "En {demoMinutes} minutos te mostramos la IA trabajando con casos de tu negocio.",
      },
    ],
    meanwhile: "Mientras tanto",
    home: "Volver al inicio",
    platform: "Conoce la plataforma {platform}",
    services: "Ver todos los servicios",
  },
  iacoding: {
    eyebrow: "Desarrollo de software con IA",
    heroCta: "Agendar una reunión",
    examplesCta: "Ver ejemplos",
    stats: [
      { value: "{timeSaving} %", label: "menos tiempo de desarrollo" },
      { value: "{costSaving} %", label: "menos costo" },
    ],
    costTitle: "El mismo software, una fracción del costo",
    costSubtitle:
      "La IA escribe, prueba y documenta junto a nuestro equipo: tú pagas por resultados, no por horas.",
    traditional: "Desarrollo tradicional",
    withAi: "Desarrollo con IA",
    costLabel: "Inversión típica",
    traditionalPoints: [
      "Meses de análisis, diseño y programación",
      "Equipos grandes y costos por hora",
      "Cambios lentos y costosos",
    ],
    aiPoints: [
      "Hasta {timeSaving} % menos tiempo de entrega",
      "Hasta {costSaving} % menos costo",
      "Iteraciones rápidas con tu retroalimentación",
    ],
    appsTitle: "Aplicaciones que podemos crear para ti",
    appsSubtitle: "Seis ejemplos de lo que construimos con IA. Toca una imagen para ampliarla.",
    enlarge: "Ampliar vista previa de {title}",
    previewOf: "Vista previa de {title}",
    apps: [
      {
        id: "crm",
        title: "CRM con asistente IA",
        description: "Gestiona clientes y oportunidades con un asistente que redacta y prioriza.",
        features: [
          "Embudo de ventas visual",
          "Resúmenes automáticos",
          "Recordatorios inteligentes",
        ],
      },
      {
        id: "shop",
        title: "Tienda en línea",
        description: "Catálogo, carrito y pagos, con recomendaciones personalizadas.",
        features: ["Pagos en línea", "Recomendaciones con IA", "Inventario en tiempo real"],
      },
      {
        id: "booking",
        title: "Reservas y citas",
        description: "Agenda en línea para clínicas, salones o consultorios.",
        features: ["Calendario en línea", "Recordatorios por WhatsApp", "Pagos anticipados"],
      },
      {
        id: "support",
        title: "Centro de soporte",
        description: "Portal de ayuda con chatbot que resuelve y escala casos.",
        features: ["Base de conocimiento", "Chatbot 24/7", "Tickets y prioridades"],
      },
      {
        id: "delivery",
        title: "App de entregas",
        description: "Pedidos, rutas y seguimiento en vivo para repartidores y clientes.",
        features: ["Seguimiento en mapa", "Rutas optimizadas", "Notificaciones push"],
      },
      {
        id: "analytics",
        title: "Panel de analítica",
        description: "Indicadores de tu negocio con preguntas en lenguaje natural.",
        features: ["Gráficas en vivo", "Preguntas a tus datos", "Reportes automáticos"],
      },
    ],
    featuresLabel: "Funciones",
    benefitsTitle: "Por qué desarrollar con nosotros",
    benefits: [
      { title: "Entregas en semanas", text: "Prototipos funcionales desde la primera semana." },
      { title: "Código que es tuyo", text: "Repositorio, documentación y propiedad intelectual." },
      { title: "Calidad probada", text: "Pruebas automáticas y revisión humana de cada entrega." },
      { title: "Seguridad desde el diseño", text: "Buenas prácticas y datos protegidos." },
      { title: "IA integrada", text: "Chatbots, búsqueda y automatización dentro de tu app." },
      { title: "Soporte continuo", text: "Acompañamiento después del lanzamiento." },
    ],
    scheduleTitle: "Agenda una reunión",
    scheduleSubtitle:
      "Cuéntanos tu idea y te damos una estimación de tiempos y costos sin compromiso.",
    termsBefore: "Acepto los ",
    termsLink: "Términos y Condiciones",
    barButton: "Agendar reunión",
    termsToastTitle: "Términos y Condiciones",
    termsToastText: "Por favor, acepta nuestros términos y condiciones para continuar.",
  },
  welcome: {
    avatarBadge: "Chatbot y automatización",
    avatarTitle: "Habla con {assistant}",
    avatarText: "Haz clic en {assistant} y comienza a hablarle. Te responderá con su voz.",
    avatarFrameTitle: "Avatar de voz de {assistant}",
    avatarLoading: "Preparando a {assistant}…",
    fallbackTitle: "{assistant} no está disponible en este momento",
    fallbackText:
      "Agenda tu demo gratuita y conversa con nuestro equipo: te mostramos el avatar de voz en vivo.",
    nextTitle: "Tus próximos pasos",
    steps: [
      "Agenda tu demo gratuita de {demoMinutes} minutos.",
      "Cuéntanos qué canales y procesos quieres automatizar.",
      "Recibe tu plan de implementación y empieza a atender con IA.",
    ],
  },
};

export type ConversionContent = typeof conversionEs;
